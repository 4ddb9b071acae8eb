/** Real places (so the location pickers read naturally); the companies placed in them are invented. */
export interface Region {
  country: string;
  state: string;
  /** Rough share of companies; about the population in millions for US states. */
  weight: number;
  /** City and the first digits of its postcodes. */
  cities: ReadonlyArray<readonly [string, string]>;
}

const us = (state: string, weight: number, cities: Array<[string, string]>): Region => ({
  country: 'United States',
  state,
  weight,
  cities,
});

export const US_REGIONS: readonly Region[] = [
  us('Alabama', 5, [
    ['Birmingham', '352'],
    ['Huntsville', '358'],
    ['Montgomery', '361'],
    ['Mobile', '366'],
  ]),
  us('Alaska', 1, [
    ['Anchorage', '995'],
    ['Fairbanks', '997'],
    ['Juneau', '998'],
  ]),
  us('Arizona', 7, [
    ['Phoenix', '850'],
    ['Tucson', '857'],
    ['Scottsdale', '852'],
    ['Tempe', '852'],
  ]),
  us('Arkansas', 3, [
    ['Little Rock', '722'],
    ['Fayetteville', '727'],
    ['Bentonville', '727'],
  ]),
  us('California', 39, [
    ['San Francisco', '941'],
    ['Los Angeles', '900'],
    ['San Diego', '921'],
    ['San Jose', '951'],
    ['Oakland', '946'],
    ['Palo Alto', '943'],
    ['Sacramento', '958'],
    ['Irvine', '926'],
  ]),
  us('Colorado', 6, [
    ['Denver', '802'],
    ['Boulder', '803'],
    ['Colorado Springs', '809'],
    ['Fort Collins', '805'],
  ]),
  us('Connecticut', 4, [
    ['Hartford', '061'],
    ['Stamford', '069'],
    ['New Haven', '065'],
  ]),
  us('Delaware', 1, [
    ['Wilmington', '198'],
    ['Dover', '199'],
    ['Newark', '197'],
  ]),
  us('District of Columbia', 2, [['Washington', '200']]),
  us('Florida', 22, [
    ['Miami', '331'],
    ['Tampa', '336'],
    ['Orlando', '328'],
    ['Jacksonville', '322'],
    ['Fort Lauderdale', '333'],
  ]),
  us('Georgia', 11, [
    ['Atlanta', '303'],
    ['Savannah', '314'],
    ['Augusta', '309'],
    ['Alpharetta', '300'],
  ]),
  us('Hawaii', 1, [
    ['Honolulu', '968'],
    ['Hilo', '967'],
  ]),
  us('Idaho', 2, [
    ['Boise', '837'],
    ['Idaho Falls', '834'],
    ["Coeur d'Alene", '838'],
  ]),
  us('Illinois', 13, [
    ['Chicago', '606'],
    ['Naperville', '605'],
    ['Evanston', '602'],
    ['Springfield', '627'],
  ]),
  us('Indiana', 7, [
    ['Indianapolis', '462'],
    ['Fort Wayne', '468'],
    ['Bloomington', '474'],
  ]),
  us('Iowa', 3, [
    ['Des Moines', '503'],
    ['Cedar Rapids', '524'],
    ['Iowa City', '522'],
  ]),
  us('Kansas', 3, [
    ['Wichita', '672'],
    ['Overland Park', '662'],
    ['Lawrence', '660'],
  ]),
  us('Kentucky', 4, [
    ['Louisville', '402'],
    ['Lexington', '405'],
    ['Bowling Green', '421'],
  ]),
  us('Louisiana', 5, [
    ['New Orleans', '701'],
    ['Baton Rouge', '708'],
    ['Lafayette', '705'],
  ]),
  us('Maine', 1, [
    ['Portland', '041'],
    ['Bangor', '044'],
    ['Augusta', '043'],
  ]),
  us('Maryland', 6, [
    ['Baltimore', '212'],
    ['Bethesda', '208'],
    ['Rockville', '208'],
    ['Columbia', '210'],
  ]),
  us('Massachusetts', 7, [
    ['Boston', '021'],
    ['Cambridge', '021'],
    ['Worcester', '016'],
    ['Somerville', '021'],
  ]),
  us('Michigan', 10, [
    ['Detroit', '482'],
    ['Ann Arbor', '481'],
    ['Grand Rapids', '495'],
    ['Lansing', '489'],
  ]),
  us('Minnesota', 6, [
    ['Minneapolis', '554'],
    ['Saint Paul', '551'],
    ['Rochester', '559'],
  ]),
  us('Mississippi', 3, [
    ['Jackson', '392'],
    ['Gulfport', '395'],
    ['Oxford', '386'],
  ]),
  us('Missouri', 6, [
    ['St. Louis', '631'],
    ['Kansas City', '641'],
    ['Columbia', '652'],
    ['Springfield', '658'],
  ]),
  us('Montana', 1, [
    ['Bozeman', '597'],
    ['Missoula', '598'],
    ['Billings', '591'],
  ]),
  us('Nebraska', 2, [
    ['Omaha', '681'],
    ['Lincoln', '685'],
  ]),
  us('Nevada', 3, [
    ['Las Vegas', '891'],
    ['Reno', '895'],
    ['Henderson', '890'],
  ]),
  us('New Hampshire', 1, [
    ['Manchester', '031'],
    ['Nashua', '030'],
    ['Portsmouth', '038'],
  ]),
  us('New Jersey', 9, [
    ['Newark', '071'],
    ['Jersey City', '073'],
    ['Princeton', '085'],
    ['Hoboken', '070'],
  ]),
  us('New Mexico', 2, [
    ['Albuquerque', '871'],
    ['Santa Fe', '875'],
    ['Las Cruces', '880'],
  ]),
  us('New York', 20, [
    ['New York', '100'],
    ['Brooklyn', '112'],
    ['Buffalo', '142'],
    ['Rochester', '146'],
    ['Albany', '122'],
  ]),
  us('North Carolina', 10, [
    ['Charlotte', '282'],
    ['Raleigh', '276'],
    ['Durham', '277'],
    ['Asheville', '288'],
  ]),
  us('North Dakota', 1, [
    ['Fargo', '581'],
    ['Bismarck', '585'],
    ['Grand Forks', '582'],
  ]),
  us('Ohio', 12, [
    ['Columbus', '432'],
    ['Cleveland', '441'],
    ['Cincinnati', '452'],
    ['Dayton', '454'],
  ]),
  us('Oklahoma', 4, [
    ['Oklahoma City', '731'],
    ['Tulsa', '741'],
    ['Norman', '730'],
  ]),
  us('Oregon', 4, [
    ['Portland', '972'],
    ['Eugene', '974'],
    ['Bend', '977'],
    ['Salem', '973'],
  ]),
  us('Pennsylvania', 13, [
    ['Philadelphia', '191'],
    ['Pittsburgh', '152'],
    ['Harrisburg', '171'],
    ['Allentown', '181'],
  ]),
  us('Rhode Island', 1, [
    ['Providence', '029'],
    ['Warwick', '028'],
    ['Newport', '028'],
  ]),
  us('South Carolina', 5, [
    ['Charleston', '294'],
    ['Columbia', '292'],
    ['Greenville', '296'],
  ]),
  us('South Dakota', 1, [
    ['Sioux Falls', '571'],
    ['Rapid City', '577'],
  ]),
  us('Tennessee', 7, [
    ['Nashville', '372'],
    ['Memphis', '381'],
    ['Knoxville', '379'],
    ['Chattanooga', '374'],
  ]),
  us('Texas', 30, [
    ['Austin', '787'],
    ['Houston', '770'],
    ['Dallas', '752'],
    ['San Antonio', '782'],
    ['Fort Worth', '761'],
    ['Plano', '750'],
  ]),
  us('Utah', 3, [
    ['Salt Lake City', '841'],
    ['Provo', '846'],
    ['Lehi', '840'],
    ['Ogden', '844'],
  ]),
  us('Vermont', 1, [
    ['Burlington', '054'],
    ['Montpelier', '056'],
  ]),
  us('Virginia', 9, [
    ['Arlington', '222'],
    ['Richmond', '232'],
    ['Reston', '201'],
    ['Norfolk', '235'],
  ]),
  us('Washington', 8, [
    ['Seattle', '981'],
    ['Bellevue', '980'],
    ['Redmond', '980'],
    ['Spokane', '992'],
    ['Tacoma', '984'],
  ]),
  us('West Virginia', 2, [
    ['Charleston', '253'],
    ['Morgantown', '265'],
    ['Huntington', '257'],
  ]),
  us('Wisconsin', 6, [
    ['Milwaukee', '532'],
    ['Madison', '537'],
    ['Green Bay', '543'],
  ]),
  us('Wyoming', 1, [
    ['Cheyenne', '820'],
    ['Casper', '826'],
    ['Jackson', '830'],
  ]),
];

export const OTHER_REGIONS: readonly Region[] = [
  {
    country: 'Canada',
    state: 'Ontario',
    weight: 4,
    cities: [
      ['Toronto', 'M5V'],
      ['Ottawa', 'K1P'],
      ['Waterloo', 'N2L'],
    ],
  },
  {
    country: 'Canada',
    state: 'British Columbia',
    weight: 2,
    cities: [
      ['Vancouver', 'V6B'],
      ['Victoria', 'V8W'],
    ],
  },
  {
    country: 'Canada',
    state: 'Quebec',
    weight: 2,
    cities: [
      ['Montreal', 'H3B'],
      ['Quebec City', 'G1R'],
    ],
  },
  {
    country: 'Canada',
    state: 'Alberta',
    weight: 1,
    cities: [
      ['Calgary', 'T2P'],
      ['Edmonton', 'T5J'],
    ],
  },
  {
    country: 'United Kingdom',
    state: 'England',
    weight: 5,
    cities: [
      ['London', 'EC2A'],
      ['Manchester', 'M1'],
      ['Bristol', 'BS1'],
      ['Cambridge', 'CB2'],
    ],
  },
  {
    country: 'United Kingdom',
    state: 'Scotland',
    weight: 1,
    cities: [
      ['Edinburgh', 'EH1'],
      ['Glasgow', 'G1'],
    ],
  },
  { country: 'Germany', state: 'Berlin', weight: 2, cities: [['Berlin', '101']] },
  {
    country: 'Germany',
    state: 'Bavaria',
    weight: 2,
    cities: [
      ['Munich', '803'],
      ['Nuremberg', '904'],
    ],
  },
  { country: 'Germany', state: 'Hamburg', weight: 1, cities: [['Hamburg', '204']] },
  {
    country: 'India',
    state: 'Karnataka',
    weight: 3,
    cities: [
      ['Bengaluru', '560'],
      ['Mysuru', '570'],
    ],
  },
  {
    country: 'India',
    state: 'Maharashtra',
    weight: 2,
    cities: [
      ['Mumbai', '400'],
      ['Pune', '411'],
    ],
  },
  { country: 'India', state: 'Telangana', weight: 1, cities: [['Hyderabad', '500']] },
  { country: 'India', state: 'Delhi', weight: 1, cities: [['New Delhi', '110']] },
];

export const STREET_NAMES = [
  'Main Street',
  'Market Street',
  'Oak Avenue',
  'Maple Drive',
  'Park Avenue',
  'Washington Street',
  'Lake Street',
  'Hill Road',
  'Cedar Lane',
  'Pine Street',
  'Elm Street',
  'River Road',
  'Broadway',
  'Commerce Drive',
  'Innovation Way',
  'Technology Parkway',
  'Harbor Boulevard',
  'Mill Street',
  'Church Street',
  'Union Square',
  'Franklin Avenue',
  'Center Street',
  'Highland Avenue',
  'Sunset Boulevard',
  'College Avenue',
] as const;
