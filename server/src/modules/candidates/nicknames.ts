/**
 * Common given names and the short forms payers use for them (English and Spanish, the names a US
 * rooming house sees most). Data, not code: each line is one family of names that may stand for each
 * other; a name in two families (Alex) links both.
 */
const FAMILIES: readonly string[] = [
  'william bill billy will willy liam',
  'robert rob bob bobby robbie',
  'richard rick ricky rich dick',
  'james jim jimmy jamie',
  'john jack johnny jon',
  'jonathan jon jonny',
  'michael mike mikey mick',
  'elizabeth liz lizzie beth betty eliza',
  'margaret maggie peggy meg',
  'katherine catherine kathryn kate katie cathy kathy',
  'jennifer jen jenny',
  'joseph joe joey',
  'thomas tom tommy',
  'christopher chris',
  'christina christine chris tina',
  'daniel dan danny',
  'david dave davey',
  'anthony tony',
  'alexander alex al',
  'alejandro alex',
  'alexandra alex sandra',
  'samuel sam sammy',
  'samantha sam',
  'benjamin ben benny',
  'nicholas nick nicky',
  'steven stephen steve',
  'edward ed eddie ted',
  'charles charlie chuck',
  'andrew andy drew',
  'matthew matt',
  'nathaniel nathan nate',
  'gregory greg',
  'timothy tim timmy',
  'kenneth ken kenny',
  'ronald ron ronnie',
  'donald don donnie',
  'jeffrey jeff',
  'joshua josh',
  'zachary zach zack',
  'victoria vicky tori',
  'rebecca becky',
  'abigail abby',
  'jessica jess jessie',
  'patricia patty pat trish',
  'patrick pat paddy',
  'deborah debbie deb',
  'susan sue susie',
  'francisco paco pancho frank',
  'francis frank',
  'jose pepe',
  'guadalupe lupe',
  'jesus chuy',
  'enrique kike',
  'eduardo lalo eddie',
  'ignacio nacho',
  'roberto beto',
  'alberto beto al',
  'manuel manny',
  'gerardo jerry',
  'refugio cuco',
  'dolores lola',
  'rosario chayo',
  'concepcion concha',
  'mercedes meche',
];

const byName = new Map<string, Set<string>>();
for (const family of FAMILIES) {
  const names = family.split(' ');
  for (const name of names) {
    const set = byName.get(name) ?? new Set<string>();
    for (const other of names) if (other !== name) set.add(other);
    byName.set(name, set);
  }
}

/** True when one given name may stand for the other ("bill" and "william"); both already name keys. */
export const isNickname = (a: string, b: string) => byName.get(a)?.has(b) ?? false;
