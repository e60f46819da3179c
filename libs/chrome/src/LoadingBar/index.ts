export { LoadingBar, ROUTER_ERROR_EVENT, reportRouterError } from './LoadingBar';
