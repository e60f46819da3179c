// A§4 loading bar: the component lives with the rest of the chrome; entry.client reports router errors
// to it (`reportRouterError`), which turn the bar red.
export { LoadingBar } from '@lux/chrome';
