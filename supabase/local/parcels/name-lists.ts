/**
 * Word lists for synthetic tax records: street names that sound like New
 * Jersey, and owner names that are common enough to belong to nobody in
 * particular. Every owner in the generated data is fictional.
 */

export const STREET_NAME_ROOTS = [
  "Oak", "Maple", "Cedar", "Elm", "Pine", "Spruce", "Birch", "Willow", "Chestnut", "Walnut",
  "Hickory", "Sycamore", "Dogwood", "Magnolia", "Laurel", "Holly", "Juniper", "Poplar", "Locust", "Beech",
  "Hemlock", "Linden", "Aspen", "Cherry", "Orchard", "Oak Ridge", "Maple Hill", "Cedar Grove", "Pine Brook", "Willow Bend",
  "Washington", "Lincoln", "Jefferson", "Madison", "Monroe", "Adams", "Franklin", "Hamilton", "Jackson", "Grant",
  "Main", "Broad", "High", "Church", "Mill", "Bridge", "Center", "Union", "Liberty", "Market",
  "Park", "Prospect", "Summit", "Highland", "Hillside", "Ridge", "Valley", "Meadow", "Brook", "Spring",
  "Lake", "River", "Forest", "Woodland", "Fairview", "Sunset", "Pleasant", "Grove", "Garden", "Academy",
  "School", "Railroad", "Depot", "Ferry", "Canal", "Quarry", "Mountain", "Cliff", "Shore", "Bay",
  "Delaware", "Raritan", "Passaic", "Hudson", "Musconetcong", "Lamington", "Rockaway", "Ramapo", "Millstone", "Navesink",
  "Old Farm", "Stony Brook", "Cold Spring", "Fox Hill", "Deer Path", "Hunters Glen", "Country Club", "Schoolhouse", "Burnt Mill", "Sawmill",
  "Mountain View", "Valley View", "Lakeview", "Riverview", "Hilltop", "Crestview", "Brookside", "Woodside", "Parkside", "Glen",
  "Amwell", "Lebanon", "Readington", "Tewksbury", "Bedminster", "Mendham", "Chester", "Kinnelon", "Wyckoff", "Ridgewood",
  "Essex", "Morris", "Somerset", "Sussex", "Warren", "Bergen", "Monmouth", "Mercer", "Hunterdon", "Union Valley",
  "Colonial", "Revolutionary", "Independence", "Heritage", "Patriot", "Minuteman", "Militia", "Continental", "Stirling", "Lafayette",
  "Greenwood", "Wildwood", "Kingwood", "Brentwood", "Sherwood", "Elmwood", "Rosewood", "Oakwood", "Pinewood", "Edgewood",
  "Hawthorne", "Clover", "Heather", "Ivy", "Primrose", "Rose", "Tulip", "Daisy", "Lilac", "Azalea",
  "Fairmount", "Belmont", "Claremont", "Vermont", "Rutgers", "Princeton", "Columbia", "Harvard", "Cornell", "Stevens",
  "Evergreen", "Windsor", "Stratford", "Devon", "Kent", "Sussex Hills", "Cambridge", "Oxford", "Chatham", "Salem",
] as const;

export type StreetSetting = "urban" | "town" | "suburban" | "rural" | "shore";

/** Suffix weights by setting: cities run to streets and avenues, townships to roads, lanes and courts. */
export const STREET_SUFFIXES: Record<StreetSetting, readonly (readonly [string, number])[]> = {
  urban: [["St", 45], ["Ave", 35], ["Pl", 6], ["Ter", 5], ["Blvd", 3], ["Ct", 3], ["Rd", 3]],
  town: [["St", 30], ["Ave", 25], ["Rd", 10], ["Pl", 8], ["Ter", 7], ["Ln", 7], ["Ct", 6], ["Dr", 7]],
  suburban: [["Rd", 20], ["Dr", 18], ["Ln", 14], ["Ct", 14], ["Ave", 10], ["St", 8], ["Way", 6], ["Pl", 5], ["Cir", 3], ["Ter", 2]],
  rural: [["Rd", 50], ["Ln", 18], ["Dr", 10], ["Ct", 8], ["Way", 6], ["Pike", 4], ["Tpke", 2], ["St", 2]],
  shore: [["Ave", 40], ["St", 20], ["Dr", 12], ["Rd", 8], ["Ct", 8], ["Blvd", 6], ["Way", 6]],
};

export const FIRST_NAMES = [
  "James", "John", "Robert", "Michael", "William", "David", "Richard", "Joseph", "Thomas", "Charles",
  "Christopher", "Daniel", "Matthew", "Anthony", "Mark", "Donald", "Steven", "Paul", "Andrew", "Joshua",
  "Kevin", "Brian", "George", "Edward", "Ronald", "Timothy", "Jason", "Jeffrey", "Ryan", "Jacob",
  "Gary", "Nicholas", "Eric", "Jonathan", "Stephen", "Larry", "Justin", "Scott", "Brandon", "Frank",
  "Gregory", "Raymond", "Samuel", "Patrick", "Alexander", "Jack", "Dennis", "Peter", "Vincent", "Luis",
  "Carlos", "Jose", "Juan", "Miguel", "Rafael", "Raj", "Amit", "Sanjay", "Vikram", "Wei",
  "Jun", "Min", "Hyun", "Tuan", "Giovanni", "Salvatore", "Dominic", "Sean", "Brendan", "Kwame",
  "Mary", "Patricia", "Jennifer", "Linda", "Elizabeth", "Barbara", "Susan", "Jessica", "Sarah", "Karen",
  "Lisa", "Nancy", "Betty", "Margaret", "Sandra", "Ashley", "Kimberly", "Emily", "Donna", "Michelle",
  "Carol", "Amanda", "Dorothy", "Melissa", "Deborah", "Stephanie", "Rebecca", "Sharon", "Laura", "Cynthia",
  "Kathleen", "Amy", "Angela", "Anna", "Brenda", "Pamela", "Nicole", "Emma", "Samantha", "Katherine",
  "Christine", "Maria", "Rosa", "Carmen", "Priya", "Anjali", "Neha", "Mei", "Ling", "Soo",
  "Grace", "Theresa", "Diane", "Joanne", "Colleen", "Maureen", "Gina", "Francesca", "Lauren", "Megan",
] as const;

export const SURNAMES = [
  "Smith", "Johnson", "Williams", "Brown", "Jones", "Miller", "Davis", "Wilson", "Anderson", "Taylor",
  "Thomas", "Moore", "Martin", "Jackson", "Thompson", "White", "Harris", "Clark", "Lewis", "Robinson",
  "Walker", "Young", "Allen", "King", "Wright", "Scott", "Hill", "Green", "Adams", "Baker",
  "Nelson", "Carter", "Mitchell", "Roberts", "Turner", "Phillips", "Campbell", "Parker", "Evans", "Edwards",
  "Collins", "Stewart", "Morris", "Murphy", "Cook", "Rogers", "Morgan", "Cooper", "Peterson", "Reed",
  "Bailey", "Bell", "Kelly", "Howard", "Ward", "Cox", "Richardson", "Wood", "Watson", "Brooks",
  "Bennett", "Gray", "Hughes", "Price", "Sanders", "Myers", "Long", "Ross", "Foster", "Powell",
  "Garcia", "Rodriguez", "Martinez", "Hernandez", "Lopez", "Gonzalez", "Perez", "Sanchez", "Ramirez", "Torres",
  "Rivera", "Flores", "Gomez", "Diaz", "Cruz", "Morales", "Ortiz", "Reyes", "Vargas", "Castillo",
  "Patel", "Shah", "Desai", "Mehta", "Sharma", "Gupta", "Singh", "Kumar", "Rao", "Iyer",
  "Kim", "Lee", "Park", "Choi", "Chen", "Wang", "Li", "Zhang", "Liu", "Nguyen",
  "Tran", "Pham", "Rossi", "Russo", "Esposito", "Romano", "Colombo", "Ricci", "Marino", "Greco",
  "Bruno", "Gallo", "Conti", "DeLuca", "Mancini", "Costa", "Giordano", "Lombardi", "Moretti", "Barbieri",
  "O'Brien", "O'Connor", "Sullivan", "McCarthy", "Kennedy", "Walsh", "Byrne", "Ryan", "Doyle", "Quinn",
  "Kowalski", "Nowak", "Wisniewski", "Novak", "Horvath", "Schmidt", "Schneider", "Fischer", "Weber", "Becker",
  "Cohen", "Levy", "Friedman", "Katz", "Goldberg", "Shapiro", "Rosen", "Stein", "Klein", "Weiss",
  "Okafor", "Mensah", "Boateng", "Asante", "Haddad", "Khoury", "Nassar", "Yilmaz", "Demir", "Papadopoulos",
] as const;

/** Words for company names: "RIDGE VIEW HOLDINGS LLC", "GARDEN STATE REALTY INC". */
export const COMPANY_PREFIXES = [
  "Garden State", "Jersey", "Skylands", "Raritan Valley", "Highlands", "Shore Point", "Pine Barrens", "Hudson River",
  "Delaware Valley", "Twin Rivers", "Meadowlands", "Palisades", "Watchung", "Ramapo", "Liberty", "Colonial",
  "Northfield", "Stonegate", "Brookstone", "Oakmont", "Fieldstone", "Hilltop", "Millbrook", "Crossroads",
] as const;

export const COMPANY_BUSINESSES = [
  "Holdings", "Properties", "Realty", "Investments", "Ventures", "Capital", "Partners", "Associates",
  "Development", "Management", "Rentals", "Equities", "Land", "Homes", "Builders", "Group",
] as const;

export const COMPANY_FORMS = ["LLC", "LLC", "LLC", "INC", "CORP", "LP", "CO"] as const;

/** Mailing addresses of out-of-state absentee owners: a city with a plausible ZIP. */
export const OUT_OF_STATE_MAILING = [
  { city: "New York", state: "NY", zip: "10023" },
  { city: "New York", state: "NY", zip: "10128" },
  { city: "Brooklyn", state: "NY", zip: "11215" },
  { city: "Staten Island", state: "NY", zip: "10314" },
  { city: "Scarsdale", state: "NY", zip: "10583" },
  { city: "Philadelphia", state: "PA", zip: "19103" },
  { city: "Doylestown", state: "PA", zip: "18901" },
  { city: "New Hope", state: "PA", zip: "18938" },
  { city: "Easton", state: "PA", zip: "18042" },
  { city: "Wilmington", state: "DE", zip: "19806" },
  { city: "Stamford", state: "CT", zip: "06901" },
  { city: "Boca Raton", state: "FL", zip: "33432" },
  { city: "Naples", state: "FL", zip: "34102" },
  { city: "Sarasota", state: "FL", zip: "34236" },
  { city: "Myrtle Beach", state: "SC", zip: "29577" },
  { city: "Charlotte", state: "NC", zip: "28202" },
  { city: "Scottsdale", state: "AZ", zip: "85251" },
] as const;
