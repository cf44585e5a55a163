/** Text made safe to place in HTML (an e-mail's HTML part): the five characters that could end it, as entities. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
