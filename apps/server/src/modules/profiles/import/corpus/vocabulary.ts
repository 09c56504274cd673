/**
 * Words the corpus is drawn from: people, places and employers of the eight countries the issue
 * names, with accented and multi-part names and the legal suffixes résumés carry. Only characters
 * the standard PDF fonts can draw (Latin-1) are used.
 */
export interface CountryVocabulary {
  /** The English short name the import should give. */
  country: string;
  /** How a location line writes places in this country. */
  places: string[];
  firstNames: string[];
  lastNames: string[];
  employers: string[];
  schools: string[];
  phone: string;
}

export const COUNTRIES: CountryVocabulary[] = [
  {
    country: 'India',
    places: ['Bengaluru, India', 'Pune, Maharashtra, India', 'Chennai, India', 'Hyderabad, Telangana, India'],
    firstNames: ['Priya', 'Arjun', 'Sai Krishna', 'Lakshmi', 'Rohan', 'Ananya'],
    lastNames: ['Natarajan', 'Venkataraman', 'Iyer', 'Reddy', 'Chatterjee', 'Deshpande'],
    employers: [
      'Kaveri Analytics Pvt. Ltd.',
      'Infosys Limited',
      'Zentech Solutions Pvt. Ltd.',
      'Razorpay',
      'Tata Consultancy Services',
      'Swiggy',
    ],
    schools: [
      'Indian Institute of Technology Madras',
      'University of Pune',
      'Anna University',
      'BITS Pilani',
    ],
    phone: '+91 98450 12345',
  },
  {
    country: 'United States',
    places: [
      'Austin, TX',
      'Seattle, WA, USA',
      'New York, NY',
      'Chicago, IL, United States',
      'San Antonio, TX',
    ],
    firstNames: ['María José', 'Tyler', 'Emily', 'DeShawn', 'Hannah', 'Kevin'],
    lastNames: ['Hernández', 'Johnson', 'Van der Berg', 'Washington', "O'Neill", 'Nguyen'],
    employers: [
      'Redwood Labs LLC',
      'Globex Corporation',
      'Bluebird Health Inc.',
      'Stripe',
      'Acme Robotics LLC',
      'Wayfair',
    ],
    schools: ['University of Texas at Austin', 'Georgia Institute of Technology', 'Ohio State University'],
    phone: '+1 512 555 0142',
  },
  {
    country: 'Germany',
    places: ['Berlin, Germany', 'München, Germany', 'Hamburg, Germany', 'Köln, Germany'],
    firstNames: ['Zoë', 'Jürgen', 'Anna-Lena', 'Lukas', 'Sören', 'Mareike'],
    lastNames: ['Müller', 'Schröder', 'Weiß', 'Köhler', 'von Hagen', 'Bäcker'],
    employers: [
      'Nordlicht Software GmbH',
      'Siemens AG',
      'Zalando SE',
      'Kieler Logistik GmbH & Co. KG',
      'Celonis',
      'Bosch Rexroth AG',
    ],
    schools: ['Technische Universität München', 'Humboldt-Universität zu Berlin', 'Universität Hamburg'],
    phone: '+49 30 1234 5678',
  },
  {
    country: 'Nigeria',
    places: ['Lagos, Nigeria', 'Abuja, Nigeria', 'Ibadan, Nigeria', 'Port Harcourt, Nigeria'],
    firstNames: ['Chukwuemeka', 'Oluwaseun', 'Aisha', 'Ngozi', 'Babatunde', 'Folasadé'],
    lastNames: ['Okonkwo', 'Adébáyò', 'Bello', 'Eze', 'Olawale-Cole', 'Nwachukwu'],
    employers: [
      'Flutterwave Inc.',
      'Paystack',
      'Dangote Group',
      'Lagos Fintech Hub Ltd.',
      'Andela',
      'Interswitch Limited',
    ],
    schools: ['University of Lagos', 'Obafemi Awolowo University', 'University of Ibadan'],
    phone: '+234 803 555 0199',
  },
  {
    country: 'Nepal',
    places: ['Kathmandu, Nepal', 'Lalitpur, Nepal', 'Pokhara, Nepal', 'Bhaktapur, Nepal'],
    firstNames: ['Sujan', 'Anjali', 'Bishnu Prasad', 'Pratiksha', 'Nabin', 'Sarita'],
    lastNames: ['Shrestha', 'Gurung', 'Adhikari', 'Maharjan', 'Thapa Magar', 'Karki'],
    employers: [
      'Leapfrog Technology',
      'F1Soft International Pvt. Ltd.',
      'Himalayan Bank Ltd.',
      'Fusemachines Nepal',
      'CloudFactory',
      'Verisk Nepal Pvt. Ltd.',
    ],
    schools: ['Tribhuvan University', 'Kathmandu University', 'Pokhara University'],
    phone: '+977 980 1234567',
  },
  {
    country: 'Brazil',
    places: ['São Paulo, Brazil', 'Rio de Janeiro, RJ, Brazil', 'Curitiba, Brazil', 'Belo Horizonte, Brazil'],
    firstNames: ['João', 'Ana Luíza', 'Thiago', 'Conceição', 'Luís Felipe', 'Beatriz'],
    lastNames: ['Gonçalves', 'Araújo', 'de Souza Lima', 'Magalhães', 'Conceição', 'Brandão'],
    employers: [
      'Nubank',
      'Petrobras S.A.',
      'Tecnologia Paulista Ltda.',
      'Banco Inter S.A.',
      'Natura Cosméticos S.A.',
      'Loggi',
    ],
    schools: ['Universidade de São Paulo', 'Universidade Federal do Paraná', 'Fundação Getulio Vargas'],
    phone: '+55 11 91234 5678',
  },
  {
    country: 'United Kingdom',
    places: [
      'London, UK',
      'Manchester, United Kingdom',
      'Bristol, UK',
      'Leeds, England',
      'Edinburgh, Scotland',
    ],
    firstNames: ['Siobhán', 'Oliver', 'Amélie', 'Rhys', 'Imogen', 'Callum'],
    lastNames: ["O'Connor", 'Hughes', 'Fitzgerald-Smith', 'Patel', 'MacLeod', 'Ashworth'],
    employers: [
      'Monzo Bank Ltd',
      'Thames Analytics Ltd',
      'Deliveroo',
      'Octopus Energy',
      'Pennine Health Partners LLP',
      'BBC',
    ],
    schools: ['University of Manchester', "King's College London", 'University of Edinburgh'],
    phone: '+44 20 7946 0958',
  },
  {
    country: 'Kenya',
    places: ['Nairobi, Kenya', 'Mombasa, Kenya', 'Kisumu, Kenya', 'Nakuru, Kenya'],
    firstNames: ['Wanjiru', 'Otieno', 'Achieng', 'Kipchoge', 'Njeri', 'Mwangi'],
    lastNames: ['Kamau', 'Odhiambo', 'Atieno', 'Kiprotich', 'Wambui', 'Mutua'],
    employers: [
      'Safaricom PLC',
      'M-KOPA',
      'Twiga Foods',
      'Savannah Data Ltd.',
      'Equity Bank Kenya',
      'Cellulant',
    ],
    schools: ['University of Nairobi', 'Strathmore University', 'Jomo Kenyatta University of Agriculture'],
    phone: '+254 712 345678',
  },
];
