export { SettingsScreen } from './components/settings-screen';
export {
  tokenStatusKeys,
  fetchTokenStatus,
  useTokenStatus,
  TOKEN_STATUS_REFRESH_MS,
} from './api/token-status';
