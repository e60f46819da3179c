/** Every locale mirrors the Hebrew keys exactly: a missing key is a compile error. */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
