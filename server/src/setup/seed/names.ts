/**
 * The names of the demo's people: common US first names kept apart by gender (so a tenant's gender
 * can be told from the name), and last names of the many origins a US rooming house sees. No name
 * is in both first-name lists; none has an apostrophe (they go into SQL arrays and e-mail addresses).
 */

const words = (text: string) => text.trim().split(/\s+/);

export const FEMALE_FIRST_NAMES = words(`
  Maria Jennifer Linda Patricia Jessica Ashley Emily Samantha Brittany Megan Hannah Nicole Rachel
  Lauren Kayla Olivia Sophia Grace Destiny Aisha Tiffany Monica Angela Denise Crystal Vanessa Rosa
  Carmen Guadalupe Yesenia Keisha Latoya Tamika Ebony Jasmine Imani Mei Priya Erin Molly Colleen
  Heather Amber Brenda Donna Sharon Teresa Gloria Diana Alicia Natalie Chloe Madison Rebecca
  Kimberly Stephanie Michelle Ana Lucia Elena Shanice Kathleen Julie Carol Wendy Leticia Hoa
`);

export const MALE_FIRST_NAMES = words(`
  James Robert Michael David Daniel Anthony Kevin Brian Carlos Jose Luis Miguel Andre Marcus Terrence
  Darnell Jamal Tyrone Eric Victor DeShawn Malik Jerome Curtis Dwayne Hector Javier Ricardo Alejandro
  Juan Pedro Raul Ernesto Tuan Minh Raj Sanjay Wei Kenji Sean Patrick Connor Brendan Kyle Tyler Cody
  Dustin Travis Wayne Randy Gary Douglas Gregory Steven Timothy Jason Ryan Brandon Aaron Nathan Omar
  Tariq Ibrahim Samuel Isaiah Elijah Devin Kwame Dmitri
`);

/** Both lists, one name of each in turn (the benchmarks' house takes its first names from here). */
export const FIRST_NAMES = FEMALE_FIRST_NAMES.flatMap((name, i) =>
  MALE_FIRST_NAMES[i] ? [name, MALE_FIRST_NAMES[i]] : [name],
).concat(MALE_FIRST_NAMES.slice(FEMALE_FIRST_NAMES.length));

export const LAST_NAMES = words(`
  Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez
  Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark
  Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams
  Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Phillips Evans Turner Diaz Parker Cruz
  Edwards Collins Reyes Stewart Morris Morales Murphy Cook Rogers Gutierrez Ortiz Morgan Cooper
  Peterson Bailey Reed Kelly Howard Ramos Kim Brooks Chavez Washington Mendoza Patel Tran Pham Chen
  Singh Okafor Mensah Kowalski Novak Sullivan Jimenez Alvarez Castillo Russo Schmidt Yoder
`);
