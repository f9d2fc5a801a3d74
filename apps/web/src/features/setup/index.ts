/** What this server is set up with: where answers come from, and what that means for the screens. */
export { useSetup, fetchSetup, setupQuery } from './api/setup-api';
export {
  answerSourcesText,
  exampleQuestions,
  quotesSources,
  type ExampleQuestion,
} from './lib/answer-sources';
