import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useUnit } from 'effector-react';
import styled from 'styled-components';
import {
  $canGoPrevious,
  $stepsPage,
  $steps,
  $vehicle,
  goToStep,
  nextStep,
  previousStep,
  type StepView,
} from '@lux/order-online';
import { Button, Heading, Tabs } from '@lux/ui';
import { useCheckoutEnvironment, useCheckoutStrings } from '../environment';
import { vehicleName } from '../format';
import { HoldCountdown } from '../hold/HoldCountdown';
import { HoldModals, HoldNotice } from '../hold/HoldModals';
import { Actions, Eyebrow, Notice, Page, PageHeader, Placeholder, VisuallyHidden } from '../shared/styles';
import { NoVehicle } from '../shared/NoVehicle';
import { focusFirstInvalid } from './focus';
import { stepComponents, stepTexts } from './registry';

const StepTabs = styled.div`
  & [role='tablist'] {
    flex-wrap: wrap;
  }
  & [role='tab'] [data-number] {
    margin-inline-end: var(--lux-space-2);
  }
  & [role='tab'] [data-done] {
    margin-inline-start: var(--lux-space-2);
    color: var(--lux-color-accent);
  }
`;

const Panel = styled.section`
  & > h2 {
    margin-block: 0 var(--lux-space-2);
  }
  & > h2:focus {
    outline: none;
  }
  & > h2:focus-visible {
    outline: var(--lux-focus-width) solid var(--lux-color-focus);
    outline-offset: var(--lux-focus-offset);
  }
  & > [data-step-count] {
    margin: 0 0 var(--lux-space-1);
    font-size: var(--lux-font-size-small);
    color: var(--lux-color-text-muted);
  }
  & > [data-description] {
    margin-block: 0 var(--lux-space-5);
  }
  & > [data-components] > * + * {
    margin-block-start: var(--lux-space-6);
  }
`;

const tabId = (index: number) => `step-${index}`;

interface StepPanelProps {
  view: StepView;
  total: number;
  /** Focus the heading when the panel appears (the buyer pressed Continue or Back). */
  focusOnMount: boolean;
  onFocused: () => void;
  onContinue: () => void;
  onBack: (() => void) | null;
  continueLabel: string;
  attempt: number;
}

function StepPanel({ view, total, focusOnMount, onFocused, onContinue, onBack, continueLabel, attempt }: StepPanelProps) {
  const t = useCheckoutStrings();
  const { locale } = useCheckoutEnvironment();
  const page = useUnit($stepsPage);
  const texts = stepTexts(view, page, locale, t);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!focusOnMount) return;
    heading.current?.focus();
    onFocused();
  }, [focusOnMount, onFocused]);
  // After an incomplete Continue: the alert is announced and focus goes to the first invalid field.
  useEffect(() => {
    if (attempt === 0) return;
    // Fields render their error state in the same commit; wait for it before looking.
    const frame = requestAnimationFrame(() => {
      if (!focusFirstInvalid(panel.current)) heading.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [attempt]);

  return (
    <Panel ref={panel} aria-labelledby={headingId} data-step={view.key}>
      <p data-step-count="">{t.stepOf(view.index + 1, total)}</p>
      <Heading level={2} size="m" id={headingId} ref={heading} tabIndex={-1}>
        {texts.heading}
      </Heading>
      {texts.description ? <p data-description="">{texts.description}</p> : null}
      {attempt > 0 && !view.validated ? (
        <Notice role="alert" data-tone="error" key={attempt}>
          <p>{t.stepIncomplete}</p>
        </Notice>
      ) : null}
      <div data-components="">
        <Suspense fallback={<Placeholder aria-busy="true">{t.loadingStep}</Placeholder>}>
          {view.componentTypes.map((type) => {
            const Component = stepComponents[type];
            return <Component key={type} step={view.index} attempt={attempt} />;
          })}
        </Suspense>
      </div>
      <Actions>
        {onBack ? (
          <Button variant="secondary" onClick={onBack} disabled={view.disabledButtons.includes('previous')}>
            {t.previous}
          </Button>
        ) : null}
        <Button variant="primary" trailingIcon="arrow" onClick={onContinue} disabled={view.disabledButtons.includes('next')}>
          {continueLabel}
        </Button>
      </Actions>
    </Panel>
  );
}

/**
 * The steps page of the journey (A§2 `/showroom-order-online/vehicle/:vehicleId`): the vehicle, the hold's
 * countdown and the configured steps as tabs. A tab can be chosen when A§4 allows it (the current step, or
 * an enabled one after validated steps); the others are disabled. Continue checks the step: incomplete, it
 * says so (an alert) and moves focus to the first field to fix; complete, it moves on and focuses the next
 * step's heading. After the last step the buyer goes to checkout.
 */
export function OrderJourney({ ready }: { ready: boolean }) {
  const t = useCheckoutStrings();
  const { paths, services } = useCheckoutEnvironment();
  const { vehicle, steps, canPrevious, go, next, previous } = useUnit({
    vehicle: $vehicle,
    steps: $steps,
    canPrevious: $canGoPrevious,
    go: goToStep,
    next: nextStep,
    previous: previousStep,
  });
  const page = useUnit($stepsPage);
  const { locale } = useCheckoutEnvironment();
  const [attempts, setAttempts] = useState<Record<number, number>>({});
  // The step whose heading takes focus when it appears: the one Continue or Back moved to.
  const [focusStep, setFocusStep] = useState<number | null>(null);
  const focused = useCallback(() => setFocusStep(null), []);

  if (!vehicle) return <NoVehicle />;
  const name = vehicleName(vehicle);
  const current = steps.find((step) => step.current) ?? null;

  const onContinue = () => {
    if (!current) return;
    const firstIncomplete = steps.find((step) => !step.validated);
    if (!current.validated) {
      setAttempts((all) => ({ ...all, [current.index]: (all[current.index] ?? 0) + 1 }));
      return;
    }
    const isLast = current.index === steps.length - 1;
    if (!isLast) {
      setFocusStep(current.index + 1);
      next();
      return;
    }
    if (firstIncomplete) {
      setFocusStep(firstIncomplete.index);
      go(firstIncomplete.index);
      setAttempts((all) => ({ ...all, [firstIncomplete.index]: (all[firstIncomplete.index] ?? 0) + 1 }));
      return;
    }
    services.navigate(paths.checkout(vehicle.id));
  };
  const onBack = () => {
    setFocusStep(current ? current.index - 1 : null);
    previous();
  };

  return (
    <Page>
      <PageHeader>
        <div>
          <Eyebrow>{t.journeyTitle}</Eyebrow>
          <Heading level={1} size="l">
            {name}
          </Heading>
        </div>
        <HoldCountdown />
      </PageHeader>
      <HoldNotice vehicleId={vehicle.id} ready={ready} />
      {steps.length === 0 || !current ? (
        <Notice role="status">
          <p>{t.noSteps}</p>
          <Actions>
            <Button variant="secondary" href={paths.stockList}>
              {t.backToStock}
            </Button>
          </Actions>
        </Notice>
      ) : (
        <StepTabs>
          <Tabs
            selectedKey={tabId(current.index)}
            onSelectionChange={(key) => go(Number(String(key).replace('step-', '')))}
            disabledKeys={steps.filter((step) => !step.tabActive).map((step) => tabId(step.index))}
            keyboardActivation="manual"
          >
            <Tabs.List aria-label={t.stepsLabel}>
              {steps.map((step) => (
                <Tabs.Tab key={step.key} id={tabId(step.index)}>
                  <span data-number="">{step.index + 1}.</span>
                  {stepTexts(step, page, locale, t).title}
                  {step.validated && !step.current ? (
                    <>
                      <span data-done="" aria-hidden="true">
                        ✓
                      </span>
                      <VisuallyHidden> {t.stepDone}</VisuallyHidden>
                    </>
                  ) : null}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {steps.map((step) => (
              <Tabs.Panel key={step.key} id={tabId(step.index)}>
                {step.current ? (
                  <StepPanel
                    key={step.index}
                    view={step}
                    total={steps.length}
                    focusOnMount={focusStep === step.index}
                    onFocused={focused}
                    onContinue={onContinue}
                    onBack={canPrevious ? onBack : null}
                    continueLabel={step.index === steps.length - 1 ? t.toCheckout : t.next}
                    attempt={attempts[step.index] ?? 0}
                  />
                ) : null}
              </Tabs.Panel>
            ))}
          </Tabs>
        </StepTabs>
      )}
      <HoldModals vehicleId={vehicle.id} />
    </Page>
  );
}
