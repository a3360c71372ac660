/** The bare floor: no stylesheet, no font (next.config.mjs picks this file unless FLOOR_STYLED=1). */
export const baseClassName = undefined;
