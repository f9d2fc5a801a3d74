/** The text with its first letter a capital: a sentence or heading that opens with a lower-case word. */
export const capitalise = (text: string): string => text.charAt(0).toLocaleUpperCase('en') + text.slice(1);
