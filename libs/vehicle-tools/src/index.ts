// The public surface of @lux/vehicle-tools; each tool exports from its own folder.
export {};
