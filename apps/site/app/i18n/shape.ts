/**
 * Every locale mirrors the Hebrew keys exactly: a missing key is a compile error. Functions (texts of a
 * count, from libs/chrome) keep their signature.
 */
export type Shape<T> = {
  [K in keyof T]: T[K] extends string ? string : T[K] extends (...args: never[]) => unknown ? T[K] : Shape<T[K]>;
};
