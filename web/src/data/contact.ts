/** /contact content (docs/requirements.md, Public pages). */
export const SERVICE_AREA =
  'We serve residents, property owners and businesses within the association boundaries: the neighbourhood between the river to the north, the highway to the south, Oak Street to the west and the rail corridor to the east.';
