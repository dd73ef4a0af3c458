/**
 * The messaging feature's screens (spec 001 §2 campagne), an entry of their own: the grid
 * loads `index.ts` (its slots) without them.
 */
export { CampaignsPage } from './components/campaigns-page';
