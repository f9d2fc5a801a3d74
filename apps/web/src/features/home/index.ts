/** The home screen's guide for newcomers: balance, example questions, where answers come from. */
export { HomeGuide } from './components/home-guide';
