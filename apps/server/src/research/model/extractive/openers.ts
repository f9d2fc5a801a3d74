/** Words that make a sentence lean on the one before it ("This means …", "However, …"). */
const LEANING =
  /^(?:it|its|this|that|these|those|they|he|she|his|her|their|however|but|also|and|so|thus|therefore|moreover|furthermore|in addition|such|other|another|meanwhile|nevertheless)\b/iu;

/**
 * Whether a sentence follows on from another ("This means …", "However …", "Photosynthesis also
 * shaped …") and so cannot open a paragraph or a summary.
 */
export const leansOnBefore = (text: string): boolean =>
  LEANING.test(text) || /^[\p{L}-]+\s+also\b/iu.test(text);
