export { shellTimings } from './constants';
export {
  $loadingBarPhase,
  navigationFailed,
  navigationFinished,
  navigationStarted,
  type LoadingBarPhase,
} from './loading-bar';
export { $online, wentOffline, wentOnline } from './connectivity';
export { scrollTargetIds } from './scroll';
export { chunkReloadStorageKey, shouldReloadAfterChunkError } from './chunk-reload';
