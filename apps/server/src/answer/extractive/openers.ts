/** Words that make a sentence lean on the one before it ("This means …", "However, …"). */
const LEANING =
  /^(?:it|its|this|that|these|those|they|he|she|his|her|their|however|but|also|and|so|thus|therefore|moreover|furthermore|in addition|such|other|another|meanwhile|nevertheless)\b/iu;
/** A share of something already named: "Most of this volcanism …", "Some of them …". */
const SHARE_OF_BEFORE =
  /^(?:most|much|some|many|all|each|one|both|none|few|several|any|part|half)\s+of\s+(?:this|that|these|those|them|it|its|their)\b/iu;
/** A time or cause named before: "Since that attack …", "After this …", "By then …", "Despite these efforts …". */
const AFTER_BEFORE =
  /^(?:since|after|before|despite|following|during|by|until|till|from|in|at|under|because of|as a result of|due to)\s+(?:this|that|these|those|then|such)\b/iu;
/** A thing named before, pointed at: "The one at the centre of our Milky Way …", "The latter …". */
const POINTS_BACK = /^the\s+(?:one|ones|other|others|latter|former|same|rest)\b/iu;
/** "Such" pointing back near the start: "How such giants grew …", "For such stars …" (not "such as"). */
const SUCH_BEFORE = /^(?:[\p{L}-]+\s+)?such\s+(?!as\b|that\b)[\p{L}-]/iu;
/** A subject and "also": "Peru also has …", "The word also names …". */
const SUBJECT_ALSO = /^(?:(?:the|a|an)\s+)?[\p{L}-]+\s+also\b/iu;

/**
 * Whether a sentence follows on from another ("This means …", "However …", "Photosynthesis also
 * shaped …", "Most of this volcanism …", "Since that attack …", "The one at …") and so cannot open a
 * paragraph or a summary.
 */
export const leansOnBefore = (text: string): boolean =>
  LEANING.test(text) ||
  SHARE_OF_BEFORE.test(text) ||
  AFTER_BEFORE.test(text) ||
  SUBJECT_ALSO.test(text) ||
  SUCH_BEFORE.test(text) ||
  POINTS_BACK.test(text);
