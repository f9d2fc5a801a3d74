/** Share links: the owner's side (create, list, revoke) and the public shared report. */
export { SharedReportView } from './components/shared-report-view';
export { SharedLinksCard } from './components/shared-links-card';
export { useSharedReport } from './api/shares-api';
