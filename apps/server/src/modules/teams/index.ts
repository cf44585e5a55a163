/**
 * The teams module's public entry: a team is the people of a problem (its author and collaborators) or of a
 * project (its owner and members). Other modules and the realtime link use teams only through what is here.
 */
export { chatRoutes, MESSAGES_PER_MINUTE } from './chat.routes.ts';
export { sendTeamMessage } from './chat.service.ts';
export { authorizeTeam, findTeamsStillHeld, type Team } from './team-access.ts';
