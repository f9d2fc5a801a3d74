import { analyze } from '../../../text/analyzer.js';
import { capitalise } from '../../../text/capitalise.js';
import { questionParts } from '../../understand/question-parts.js';

/** "What is known about …", "Tell me about …": what such a question asks about. */
const ABOUT = /\b(?:known|know|tell me|learn|find out)\s+about\s+(.+?)[?.!\s]*$/iu;
/** Words of any question that ask for nothing in particular. */
const ASKING = new Set(
  analyze(
    'what how why when where who which happen happened known know tell learn find out about do does did done',
  ),
);

/**
 * What the report says it could not answer (issue 34: a short honest report says what the library
 * does not hold): each part of the question none of whose words the report or its evidence uses ("The
 * sources found do not answer “What is planned next?”"; evidence holding them may answer it in other
 * words, so it is not said), and for a report with no section of its own, that
 * nothing more is held on what was asked about. Never a sentence without a word of what is missing:
 * that would be filler.
 */
export function unansweredSentences(
  question: string,
  /** Terms of what the report states and of all the evidence it had: a part whose words the evidence holds may be answered in other words. */
  said: ReadonlySet<string>,
  subjectTerms: ReadonlySet<string>,
  hasSections: boolean,
  /** Whether a part unanswered in these words is named (see write-parts.ts). */
  namesParts = true,
): string[] {
  const asked = (text: string) => analyze(text).filter((t) => !ASKING.has(t));
  const own = (text: string) => asked(text).filter((t) => !subjectTerms.has(t));
  const parts = questionParts(question);
  // A part is answered where the report uses a word of it, a name it asks about included ("how did
  // Diocletian … respond": the report tells what Diocletian did); it is named only by words of its own.
  const missing =
    parts.length < 2 || !namesParts
      ? []
      : parts.filter((part) => own(part).length > 0 && !asked(part).some((t) => said.has(t)));
  const sentences = missing.map(
    (part) => `The sources found do not answer “${capitalise(part.trim().replace(/[?.!\s]+$/u, ''))}?”`,
  );
  const about = ABOUT.exec(question)?.[1];
  if (!hasSections && about && own(about).length > 0)
    sentences.push(`The sources found hold nothing more on ${about}.`);
  return sentences;
}
