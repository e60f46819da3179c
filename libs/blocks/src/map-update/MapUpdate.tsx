import { useState, type FormEvent } from 'react';
import { useUnit } from 'effector-react';
import { Button, Checkbox, Container, TextField } from '@lux/ui';
import { createMapUpdateModel, type MapUpdateFieldError, type MapUpdateLookup, type MapUpdateStep } from '@lux/vehicle-tools';
import { BlockLink } from '../shared/BlockLink';
import { RichText } from '../shared/RichText';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import { fileHref } from './api';
import { useVehicleServices } from './environment';
import { Actions, Downloads, Facts, Hint, LiveRegion, Section, StepHeading, VinForm } from './MapUpdate.styles';
import { MAP_UPDATE_VIN_ERROR, formatFileSize, mapUpdateStrings, textOr, type MapUpdateStrings } from './strings';
import type { Fields } from './types';
import { useStepFocus } from './useStepFocus';
import { vinErrorMessage, vinErrorStrings } from './vinErrors';

const STEP_NUMBER: Record<MapUpdateStep, number> = { vin: 1, terms: 2, success: 3, retry: 3 };

function fieldErrorText(error: MapUpdateFieldError | null, f: Fields, t: MapUpdateStrings, locale: string): string | undefined {
  if (error === null) return undefined;
  if (error.code === 'not_recognised') return textOr(f.error_text, MAP_UPDATE_VIN_ERROR, t.notRecognised);
  return vinErrorMessage(stringsFor(vinErrorStrings, locale), error);
}

function PackageFacts({ lookup, t, locale }: { lookup: MapUpdateLookup; t: MapUpdateStrings; locale: string }) {
  const released = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(lookup.package.released_at));
  return (
    <Facts>
      <dt>
        <bdi dir="ltr">{lookup.vehicle.vin}</bdi>
      </dt>
      <dd>{t.vehicle(lookup.vehicle.model_year, lookup.vehicle.navigation_system)}</dd>
      <dd>{t.packageLine(lookup.package.version, released)}</dd>
      {lookup.package.notes && <dd>{lookup.package.notes}</dd>}
    </Facts>
  );
}

/**
 * Map update (B§2, B§3.2, B§8): (1) the VIN, checked in the browser by the same rules as the server before
 * any request; (2) the newest package for the vehicle's navigation system, whose download links work once
 * the terms are accepted; (3) success with the retailer finder and "update another vehicle", or a retry
 * when the request failed. An unknown VIN stays on step 1 with the editor's error text.
 */
function MapUpdate({ id, locale, fields: f }: BlockProps<Fields>) {
  const t = stringsFor(mapUpdateStrings, locale);
  const services = useVehicleServices();
  const [model] = useState(() =>
    createMapUpdateModel({ sidPrefix: `map-update/${id}`, lookup: (vin) => services.lookupMapUpdate(vin, locale) }),
  );
  const { vin, step, lookup, termsAccepted, pending, fieldError, downloadsEnabled } = useUnit({
    vin: model.$vin,
    step: model.$step,
    lookup: model.$lookup,
    termsAccepted: model.$termsAccepted,
    pending: model.$pending,
    fieldError: model.$fieldError,
    downloadsEnabled: model.$downloadsEnabled,
  });
  const on = useUnit({
    vinChanged: model.vinChanged,
    vinSubmitted: model.vinSubmitted,
    termsToggled: model.termsToggled,
    downloadStarted: model.downloadStarted,
    retried: model.retried,
    restarted: model.restarted,
  });
  const { headingRef, acted } = useStepFocus<HTMLHeadingElement>(step);
  const act = (action: () => void) => () => {
    acted.current = true;
    action();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    act(on.vinSubmitted)();
  };

  const errorText = fieldErrorText(fieldError, f, t, locale);
  const headings: Record<MapUpdateStep, string> = {
    vin: f.step_1_heading.trim() || t.step1Heading,
    terms: f.step_2_heading.trim() || t.step2Heading,
    success: f.success_heading.trim() || t.successHeading,
    retry: f.retry_heading.trim() || t.retryHeading,
  };
  const updateAnother = (
    <Button variant="secondary" onClick={act(on.restarted)}>
      {f.update_new_vehicle_link?.link_text.trim() || t.updateAnother}
    </Button>
  );

  return (
    <Container>
      <Section aria-labelledby={`map-update-${id}-heading`}>
        <StepHeading id={`map-update-${id}-heading`} ref={headingRef} tabIndex={-1}>
          <span data-progress>{t.progress(STEP_NUMBER[step], 3)}</span>
          {headings[step]}
        </StepHeading>
        <LiveRegion role="status">{pending ? t.checking : (errorText ?? '')}</LiveRegion>

        {step === 'vin' && (
          <>
            <RichText html={f.step_1_description} />
            <VinForm noValidate onSubmit={submit}>
              <TextField
                label={textOr(f.vin_label, 'VIN', t.vinLabel)}
                description={t.vinDescription}
                placeholder={textOr(f.vin_placeholder, 'Enter your VIN', t.vinPlaceholder)}
                value={vin}
                onChange={on.vinChanged}
                isInvalid={errorText !== undefined}
                errorMessage={errorText}
                autoComplete="off"
                spellCheck="false"
                maxLength={40}
              />
              <Button type="submit" loading={pending}>
                {textOr(f.submit_button_text, 'Submit', t.submit)}
              </Button>
            </VinForm>
          </>
        )}

        {step === 'terms' && lookup && (
          <>
            <PackageFacts lookup={lookup} t={t} locale={locale} />
            <RichText html={f.terms_text} />
            <Checkbox isSelected={termsAccepted} onChange={on.termsToggled}>
              {textOr(f.accept_terms_label, 'I accept the terms and conditions', t.acceptTerms)}
            </Checkbox>
            {!termsAccepted && <Hint>{t.acceptFirst}</Hint>}
            <Downloads aria-label={t.filesLabel}>
              {lookup.package.files.map((file) => (
                <li key={file.name}>
                  <Button href={fileHref(file.url)} download={file.name} disabled={!downloadsEnabled} onClick={act(on.downloadStarted)}>
                    {textOr(f.download_button_text, 'Download maps', t.download)}{' '}
                    <bdi dir="ltr">
                      {file.name} ({formatFileSize(file.size_bytes, locale)})
                    </bdi>
                  </Button>
                </li>
              ))}
            </Downloads>
          </>
        )}

        {step === 'success' && (
          <>
            <RichText html={f.success_text || `<p>${t.successText}</p>`} />
            <Actions>
              <BlockLink link={f.retailer_finder_link} locale={locale} />
              {updateAnother}
            </Actions>
          </>
        )}

        {step === 'retry' && (
          <>
            <RichText html={f.retry_text || `<p>${t.retryText}</p>`} />
            <Actions>
              <Button onClick={act(on.retried)} loading={pending}>
                {textOr(f.retry_button_text, 'Try again', t.retry)}
              </Button>
              {updateAnother}
            </Actions>
          </>
        )}
      </Section>
    </Container>
  );
}

export const mapUpdateComponent = MapUpdate satisfies BlockComponent<Fields>;
