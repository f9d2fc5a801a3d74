/**
 * Words that ask how a figure went over the years: a span ("these last few years", "in recent
 * years", "over time", "since 2019") or a change ("has the lira fallen", "how has inflation
 * changed", "how badly did the economy shrink", "has it recovered"). A figure the profile holds for several years is then stated for each of them.
 */
const OVER_TIME =
  /\b(?:(?:these|the|over the|in the|for the) (?:last|past) (?:few |several |couple of |\d+ |two |three |four |five |ten )?(?:years|decades?)|(?:in )?recent years|over (?:the )?(?:years|time|decade)|year (?:by|after|on) year|each year|every year|trends?|since (?:19|20)\d\d)\b|\b(?:has|have|did)\b[^?.]*\b(?:changed?|rise|risen|rose|grow|grown|grew|fall|fallen|fell|declined?|drop(?:ped)?|increased?|decreased?|climb(?:ed)?|shrink|shrunk|shrank|recover(?:ed)?)\b/iu;

/** Whether a question asks how its figures went over the years (see OVER_TIME). */
export const asksOverTime = (question: string): boolean => OVER_TIME.test(question);
