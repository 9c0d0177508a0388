/**
 * A button's size and type when it names neither (specification section 9), apart from the other constants
 * (constants.ts): every page's first chunk draws buttons, and a module's constants travel together into the chunk
 * of the first code that imports one of them.
 */
export const BUTTON_DEFAULTS = { size: 'md', type: 'button' } as const;
