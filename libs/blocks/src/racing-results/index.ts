export { racingResultsComponent } from './RacingResults';
export { racingResultsLoader } from './data';
