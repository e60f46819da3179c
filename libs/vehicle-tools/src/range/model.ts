import { combine, createEvent, createStore, sample } from 'effector';
import { defaultInputs, estimateRange, inputLimits, nearestWheel, normaliseBounds, type RangeEstimate } from './estimate';
import type { DrivingProfile, RangeBounds, RangeDataFile, RangeInputs, RangeModel } from './format';

export interface CreateRangeCalculatorModelOptions {
  /** Unique per block on the page (`range-calculator/<block id>`); prefixes every store's sid. */
  sidPrefix: string;
  /** The parsed data file when it is known at creation (server data); otherwise `fileLoaded`. */
  file?: RangeDataFile | null;
  bounds?: Partial<RangeBounds>;
}

const modelOf = (file: RangeDataFile | null, key: string | null): RangeModel | undefined =>
  file?.models.find((model) => model.key === key) ?? file?.models[0];

const clamp = (value: number, min: number, max: number) => (Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min);

/**
 * One range calculator's state: the data file, the chosen model and the inputs; every model's estimate
 * follows from them. Made once per rendered block (a page may hold several), with sids from `sidPrefix`.
 */
export function createRangeCalculatorModel(options: CreateRangeCalculatorModelOptions) {
  const sid = (name: string) => `${options.sidPrefix}/${name}`;
  const initialFile = options.file ?? null;
  const bounds = normaliseBounds(options.bounds ?? {});

  const fileLoaded = createEvent<RangeDataFile>();
  const modelSelected = createEvent<string>();
  const profileChanged = createEvent<DrivingProfile>();
  const speedChanged = createEvent<number>();
  const temperatureChanged = createEvent<number>();
  const climateToggled = createEvent<boolean>();
  const wheelChanged = createEvent<number>();

  const $file = createStore<RangeDataFile | null>(initialFile, { sid: sid('$file') });
  const $selectedKey = createStore<string | null>(initialFile?.models[0]?.key ?? null, { sid: sid('$selectedKey') });
  const $inputs = createStore<RangeInputs>(defaultInputs(initialFile?.models ?? [], initialFile?.models[0]), { sid: sid('$inputs') });
  const $bounds = createStore<RangeBounds>(bounds, { sid: sid('$bounds') });

  const $models = $file.map((file) => file?.models ?? []);
  const $limits = $models.map(inputLimits);
  const $selectedModel = combine($file, $selectedKey, (file, key) => modelOf(file, key) ?? null);
  const $estimates = combine($models, $inputs, $bounds, (models, inputs, limits): RangeEstimate[] =>
    models.map((model) => estimateRange(model, inputs, limits)),
  );
  const $selectedEstimate = combine($estimates, $selectedModel, (estimates, model) =>
    model ? (estimates.find((estimate) => estimate.modelKey === model.key) ?? null) : null,
  );

  $file.on(fileLoaded, (_, file) => file);
  sample({ clock: fileLoaded, fn: (file) => file.models[0]?.key ?? null, target: $selectedKey });
  sample({ clock: fileLoaded, fn: (file) => defaultInputs(file.models, file.models[0]), target: $inputs });

  // Only a model of the file can be chosen; its rims replace sizes it does not have.
  sample({
    clock: modelSelected,
    source: $file,
    filter: (file, key) => file?.models.some((model) => model.key === key) ?? false,
    fn: (_, key) => key,
    target: $selectedKey,
  });
  sample({
    clock: $selectedModel,
    source: $inputs,
    filter: (inputs, model) => model !== null && nearestWheel(model, inputs.wheelInches) !== inputs.wheelInches,
    fn: (inputs, model) => ({ ...inputs, wheelInches: nearestWheel(model!, inputs.wheelInches) }),
    target: $inputs,
  });

  $inputs
    .on(profileChanged, (inputs, profile) => ({ ...inputs, profile }))
    .on(climateToggled, (inputs, climateOn) => ({ ...inputs, climateOn }));
  sample({
    clock: speedChanged,
    source: { inputs: $inputs, limits: $limits },
    fn: ({ inputs, limits }, speed) => ({ ...inputs, speedKmh: clamp(speed, limits.speed.min, limits.speed.max) }),
    target: $inputs,
  });
  sample({
    clock: temperatureChanged,
    source: { inputs: $inputs, limits: $limits },
    fn: ({ inputs, limits }, celsius) => ({ ...inputs, temperatureC: clamp(celsius, limits.temperature.min, limits.temperature.max) }),
    target: $inputs,
  });
  sample({
    clock: wheelChanged,
    source: { inputs: $inputs, model: $selectedModel },
    filter: ({ model }, inches) => model?.wheelSizes.includes(inches) ?? false,
    fn: ({ inputs }, wheelInches) => ({ ...inputs, wheelInches }),
    target: $inputs,
  });

  return {
    fileLoaded,
    modelSelected,
    profileChanged,
    speedChanged,
    temperatureChanged,
    climateToggled,
    wheelChanged,
    $file,
    $models,
    $limits,
    $selectedKey,
    $selectedModel,
    $inputs,
    $bounds,
    $estimates,
    $selectedEstimate,
  };
}

export type RangeCalculatorModel = ReturnType<typeof createRangeCalculatorModel>;
