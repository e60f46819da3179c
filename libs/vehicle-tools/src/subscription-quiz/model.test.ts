import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { createSubscriptionQuizModel } from './model';

const model = createSubscriptionQuizModel({
  sidPrefix: 'test/subscription-quiz',
  stepValues: [['private', 'business', 'both'], ['6-12', '12-24', '24-60'], ['below-20000', 'above-20000']],
});

describe('subscription quiz model', () => {
  it('has no intro: three steps, then the summary; Start again returns to step 1', async () => {
    const scope = fork();
    expect(scope.getState(model.$currentStep)).toBe(1);
    await allSettled(model.previousPressed, { scope });
    expect(scope.getState(model.$currentStep)).toBe(1);
    for (const [step, value] of [[1, 'business'], [2, '24-60']] as const) {
      await allSettled(model.answered, { scope, params: { step, values: [value] } });
      await allSettled(model.nextPressed, { scope });
    }
    await allSettled(model.answered, { scope, params: { step: 3, values: ['above-20000'] } });
    expect(scope.getState(model.$summaryAnswers)).toBeNull();
    await allSettled(model.nextPressed, { scope });
    expect(scope.getState(model.$currentStep)).toBe(3);
    await allSettled(model.finishPressed, { scope });
    expect(scope.getState(model.$summaryAnswers)).toEqual({ purpose: 'business', period: '24-60', mileage: 'above-20000' });
    await allSettled(model.restarted, { scope });
    expect(scope.getState(model.$currentStep)).toBe(1);
    expect(scope.getState(model.$answers)).toEqual({});
  });
});
