/** Where members reach SkillSync's Grievance Officer (DPDP Act 2023, s. 8(10)): the legal pages and the footer. */
export const GRIEVANCE_EMAIL = 'grievance@skillsync.in';
