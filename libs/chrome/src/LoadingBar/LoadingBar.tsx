import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router';
import { useUnit } from 'effector-react';
import { $loadingBarPhase, navigationFailed, navigationFinished, navigationStarted } from '@lux/shell';
import { Bar } from './LoadingBar.styles';

/** The window event that tells the loading bar the router met an error. */
export const ROUTER_ERROR_EVENT = 'lux:router-error';

/**
 * For the router's `onError` (`<HydratedRouter onError={reportRouterError} />`): a loader, action or
 * middleware that threw, a route module (code chunk) that failed to load, or a route that failed to
 * render. The bar of a navigation under way turns red (A§4); with none under way nothing changes.
 */
export function reportRouterError(): void {
  window.dispatchEvent(new Event(ROUTER_ERROR_EVENT));
}

/**
 * A§4 loading bar, driven by the router's navigation state through the shell model: it shows when a
 * navigation takes longer than 200 ms, fills over 5 s, shows full on finish and red on failure, and
 * hides 500 ms later. Mount it once, inside the data router.
 */
export function LoadingBar() {
  const navigation = useNavigation();
  const [phase, started, finished, failed] = useUnit([$loadingBarPhase, navigationStarted, navigationFinished, navigationFailed]);
  const loading = navigation.state !== 'idle';
  const wasLoading = useRef(false);

  useEffect(() => {
    if (loading && !wasLoading.current) started();
    if (!loading && wasLoading.current) finished();
    wasLoading.current = loading;
  }, [loading, started, finished]);

  // The router reports an error before it settles (loaders) or while it renders the error boundary
  // (render errors): either way before this navigation's finish, so the failure wins.
  useEffect(() => {
    const onRouterError = () => failed();
    window.addEventListener(ROUTER_ERROR_EVENT, onRouterError);
    return () => window.removeEventListener(ROUTER_ERROR_EVENT, onRouterError);
  }, [failed]);

  // Decorative: the <main> region carries aria-busy for assistive technology.
  return <Bar aria-hidden="true" data-phase={phase} />;
}
