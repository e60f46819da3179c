import { useState, type FormEvent } from 'react';
import { useUnit } from 'effector-react';
import { Button, Container, Heading, Surface, TextField, headingLevelFromTag } from '@lux/ui';
import { createVinCheckModel } from '@lux/vehicle-tools';
import { useVehicleServices } from '../map-update/environment';
import { textOr } from '../map-update/strings';
import { vinErrorMessage, vinErrorStrings } from '../map-update/vinErrors';
import { InlineHtml, textOf } from '../shared/InlineHtml';
import { RichText } from '../shared/RichText';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import { VIN_CHECKER_DEFAULTS, vinCheckerStrings } from './strings';
import type { Fields } from './types';
import { Answer, CheckForm, Section } from './VinChecker.styles';

const paragraphOf = (html: string) => (/^\s*</.test(html) ? html : `<p>${html}</p>`);

/**
 * VIN checker (B§3.2, B§8): is my vehicle affected? A valid VIN (checked in the browser first) is sent to
 * the content service, which answers from the active service campaigns; the positive answer names them,
 * the negative one is the editor's `response_negative`. The answer is announced (a live region).
 */
function VinChecker({ id, locale, fields: f }: BlockProps<Fields>) {
  const t = stringsFor(vinCheckerStrings, locale);
  const services = useVehicleServices();
  const [model] = useState(() =>
    createVinCheckModel({ sidPrefix: `vin-checker/${id}`, check: (vin) => services.checkVinCampaigns(vin, locale) }),
  );
  const { vin, answer, failed, pending, fieldError } = useUnit({
    vin: model.$vin,
    answer: model.$answer,
    failed: model.$failed,
    pending: model.$pending,
    fieldError: model.$fieldError,
  });
  const on = useUnit({ vinChanged: model.vinChanged, vinSubmitted: model.vinSubmitted });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    on.vinSubmitted();
  };
  const errorText = fieldError ? vinErrorMessage(stringsFor(vinErrorStrings, locale), fieldError) : undefined;
  const hasHeading = textOf(f.heading) !== '';
  // Rich text: the editor's, unless empty or still the English default (then the page language's).
  const richOr = (html: string, templateDefault: string, localized: string) =>
    textOr(textOf(html), templateDefault, '') === '' ? `<p>${localized}</p>` : html;
  const positive = richOr(f.response_positive, VIN_CHECKER_DEFAULTS.positive, t.positive);
  const negative = richOr(f.response_negative, VIN_CHECKER_DEFAULTS.negative, t.negative);

  return (
    <Surface theme={f.box_color} spacing="none">
      <Container>
        <Section data-align={f.text_alignment_class} data-height={f.height_class}>
          {hasHeading && (
            <Heading size={f.header_size} level={headingLevelFromTag(f.header_tag)}>
              <InlineHtml html={f.heading} />
            </Heading>
          )}
          <CheckForm noValidate onSubmit={submit}>
            <TextField
              label={textOr(f.label_text, VIN_CHECKER_DEFAULTS.label, t.label)}
              value={vin}
              onChange={on.vinChanged}
              isInvalid={errorText !== undefined}
              errorMessage={errorText}
              autoComplete="off"
              spellCheck="false"
              maxLength={40}
            />
            <Button type="submit" loading={pending}>
              {textOr(f.button_text, VIN_CHECKER_DEFAULTS.button, t.button)}
            </Button>
          </CheckForm>
          <div role="status" aria-live="polite">
            {pending && t.checking}
            {failed && <p>{t.failed}</p>}
            {answer && (
              <Answer data-affected={answer.affected}>
                {answer.affected ? (
                  <>
                    <RichText html={paragraphOf(positive)} />
                    <p>{t.affectedBy}</p>
                    <ul>
                      {answer.campaigns.map((campaign) => (
                        <li key={campaign.code}>
                          <strong>{campaign.title}</strong> (<bdi dir="ltr">{campaign.code}</bdi>){campaign.description ? ` — ${campaign.description}` : ''}
                        </li>
                      ))}
                    </ul>
                  </>
                ) : (
                  <RichText html={paragraphOf(negative)} />
                )}
              </Answer>
            )}
          </div>
        </Section>
      </Container>
    </Surface>
  );
}

export const vinCheckerComponent = VinChecker satisfies BlockComponent<Fields>;
