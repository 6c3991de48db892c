// The seven remotes and their French names: in shared-ui/public, the public pages name theirs too.
/** The seven remotes of Prétoire (Module Federation names). */
export type AreaName =
  | 'mf_marketing'
  | 'mf_auth'
  | 'mf_cases_clients'
  | 'mf_billing_accounting'
  | 'mf_calendar'
  | 'mf_research'
  | 'mf_team_settings';

/** Each area's French name (error panels, placeholders). */
export const AREA_LABELS: Record<AreaName, string> = {
  mf_marketing: 'Site public',
  mf_auth: 'Espace de connexion',
  mf_cases_clients: 'Dossiers et clients',
  mf_billing_accounting: 'Facturation et comptabilité',
  mf_calendar: 'Agenda',
  mf_research: 'Recherche',
  mf_team_settings: 'Équipe et paramètres',
};
