/** Pages that read or write the campaigns (not the races, rulings or dice): only they open the database. */
export const DATA_PAGES = /^\/(campaigns|characters|encounters|combat|settings|wasteland-dice|wasteland-wolves)(\/|$)/u;
