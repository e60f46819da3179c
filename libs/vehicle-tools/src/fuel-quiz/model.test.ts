import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { createFuelQuizModel } from './model';
import { DEFAULT_FUEL_SCORING } from './scoring';

const stepValues = Object.values(DEFAULT_FUEL_SCORING.weights).map((answers) => Object.keys(answers));
const model = createFuelQuizModel({ sidPrefix: 'test/fuel-quiz', stepValues, table: DEFAULT_FUEL_SCORING });

async function answer(scope: ReturnType<typeof fork>, step: number, ...values: string[]) {
  await allSettled(model.answered, { scope, params: { step, values } });
}

describe('fuel quiz model', () => {
  it('starts on the intro, then step 1', async () => {
    const scope = fork();
    expect(scope.getState(model.$phase)).toBe('intro');
    await allSettled(model.nextPressed, { scope });
    expect(scope.getState(model.$position)).toBe(0);
    await allSettled(model.started, { scope });
    expect(scope.getState(model.$currentStep)).toBe(1);
  });

  it('keeps Next disabled until the step is answered', async () => {
    const scope = fork({ values: [[model.$position, 1]] });
    expect(scope.getState(model.$canGoNext)).toBe(false);
    await allSettled(model.nextPressed, { scope });
    expect(scope.getState(model.$position)).toBe(1);
    await answer(scope, 1, 'over-24000');
    expect(scope.getState(model.$canGoNext)).toBe(true);
    await allSettled(model.nextPressed, { scope });
    expect(scope.getState(model.$position)).toBe(2);
  });

  it('ignores answers for another step or values the step does not offer', async () => {
    const scope = fork({ values: [[model.$position, 2]] });
    await answer(scope, 1, 'over-24000');
    await answer(scope, 2, 'to-the-moon');
    expect(scope.getState(model.$answers)).toEqual({ 2: [] });
    expect(scope.getState(model.$canGoNext)).toBe(false);
  });

  it('keeps one answer on single steps and every answer on step 3', async () => {
    const scope = fork({ values: [[model.$position, 2]] });
    await answer(scope, 2, 'under-16', 'over-160');
    expect(scope.getState(model.$answers)[2]).toEqual(['over-160']);
    await allSettled(model.nextPressed, { scope });
    await answer(scope, 3, 'towing', 'pleasure', 'towing');
    expect(scope.getState(model.$answers)[3]).toEqual(['towing', 'pleasure']);
    await answer(scope, 3);
    expect(scope.getState(model.$canGoNext)).toBe(false);
  });

  it('goes back keeping the answers, and from step 1 to the intro', async () => {
    const scope = fork({ values: [[model.$position, 1]] });
    await answer(scope, 1, 'under-11000');
    await allSettled(model.nextPressed, { scope });
    await allSettled(model.previousPressed, { scope });
    expect(scope.getState(model.$position)).toBe(1);
    expect(scope.getState(model.$answers)[1]).toEqual(['under-11000']);
    expect(scope.getState(model.$canGoNext)).toBe(true);
    await allSettled(model.previousPressed, { scope });
    expect(scope.getState(model.$phase)).toBe('intro');
  });

  it('shows the result only from an answered step 5, then starts again empty', async () => {
    const scope = fork();
    await allSettled(model.started, { scope });
    const path: [number, string[]][] = [
      [1, ['over-24000']],
      [2, ['over-160']],
      [3, ['towing']],
      [4, ['motorway']],
    ];
    for (const [step, values] of path) {
      await answer(scope, step, ...values);
      await allSettled(model.finishPressed, { scope });
      expect(scope.getState(model.$phase)).toBe('question');
      await allSettled(model.nextPressed, { scope });
    }
    expect(scope.getState(model.$isLastStep)).toBe(true);
    await allSettled(model.finishPressed, { scope });
    expect(scope.getState(model.$phase)).toBe('question');
    await answer(scope, 5, 'efficient');
    await allSettled(model.nextPressed, { scope });
    expect(scope.getState(model.$position)).toBe(5);
    expect(scope.getState(model.$outcome)).toBeNull();
    await allSettled(model.finishPressed, { scope });
    expect(scope.getState(model.$phase)).toBe('finished');
    expect(scope.getState(model.$isComplete)).toBe(true);
    expect(scope.getState(model.$outcome)).toMatchObject({ result: 'diesel', runnerUp: 'phev' });
    await allSettled(model.previousPressed, { scope });
    expect(scope.getState(model.$phase)).toBe('finished');
    await allSettled(model.restarted, { scope });
    expect(scope.getState(model.$phase)).toBe('intro');
    expect(scope.getState(model.$answers)).toEqual({});
    expect(scope.getState(model.$outcome)).toBeNull();
  });

  it('gives every store a sid under its prefix (the site forks a scope per request)', () => {
    for (const store of [model.$position, model.$answers]) expect(store.sid).toMatch(/^test\/fuel-quiz\//);
  });
});
