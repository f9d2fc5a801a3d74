/** Common English function words: they carry no topic, so they are neither indexed nor searched. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below ' +
    'between both but by can could did do does doing down during each few for from further had has have ' +
    'having he her here hers herself him himself his how i if in into is it its itself just me more most ' +
    'my myself no nor not now of off on once only or other our ours ourselves out over own same she should ' +
    'so some such than that the their theirs them themselves then there these they this those through to ' +
    'too under until up very was we were what when where which while who whom why will with would you ' +
    'your yours yourself yourselves also may might must shall us'
  ).split(' '),
);

/**
 * Words that say what kind of answer is wanted, or only pad a request, rather than what it is about
 * ("define serendipity", "explain photosynthesis", "how many moons…", "show me something about…").
 * Library search drops them from a query when it has other words and keeps them when alone; the
 * extractive answer engine never matches on them.
 */
export const QUESTION_WORDS: ReadonlySet<string> = new Set(
  (
    'define definition definitions meaning meanings mean means explain explanation describe description ' +
    'tell know known please give show want let get got like thing things something anything really much many one ones'
  ).split(' '),
);
