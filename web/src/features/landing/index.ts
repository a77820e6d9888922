/** The landing feature's public API: the risk badge the restaurant cards share. */
export { RiskBadge, type RiskLevel } from './components/RiskBadge';
