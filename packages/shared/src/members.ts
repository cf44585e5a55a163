/** A member who deleted their account, as their problems and messages show them (their profile is gone). */
export const DELETED_MEMBER_NAME = 'Deleted member';

/** An erased member: shown under DELETED_MEMBER_NAME, with no profile to link to. */
export const isErasedMember = (member: { name: string }) => member.name === DELETED_MEMBER_NAME;
