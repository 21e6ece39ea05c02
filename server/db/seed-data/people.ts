/** First and last names for dealer reps and staff, and the parts of dealer names. */

export const firstNames: readonly string[] = [
  'James', 'Maria', 'Robert', 'Jennifer', 'Michael', 'Linda', 'David', 'Patricia', 'William', 'Elizabeth',
  'Carlos', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Christopher', 'Karen', 'Daniel', 'Lisa',
  'Matthew', 'Nancy', 'Anthony', 'Sandra', 'Mark', 'Ashley', 'Luis', 'Kimberly', 'Steven', 'Emily',
  'Andrew', 'Donna', 'Joshua', 'Michelle', 'Kenneth', 'Carol', 'Kevin', 'Amanda', 'Brian', 'Melissa',
  'Jose', 'Deborah', 'Timothy', 'Stephanie', 'Ronald', 'Rebecca', 'Jason', 'Laura', 'Jeffrey', 'Sharon',
  'Ryan', 'Cynthia', 'Jacob', 'Angela', 'Gary', 'Rosa', 'Nicholas', 'Brenda', 'Eric', 'Amy',
  'Jonathan', 'Anna', 'Juan', 'Tamika', 'Tyrone', 'Keisha', 'Hector', 'Guadalupe', 'Duc', 'Mai',
  'Raj', 'Priya', 'Omar', 'Fatima', 'Dwayne', 'Latoya', 'Wei', 'Ling', 'Bobby', 'Darlene',
];

export const lastNames: readonly string[] = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin',
  'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson',
  'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores',
  'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts',
  'Gomez', 'Phillips', 'Evans', 'Turner', 'Diaz', 'Parker', 'Cruz', 'Edwards', 'Collins', 'Reyes',
  'Stewart', 'Morris', 'Morales', 'Murphy', 'Cook', 'Rogers', 'Patel', 'Tran', 'Kim', 'Washington',
  'Bryant', 'Holloway', 'McCoy', 'Castillo', 'Vargas', 'Okafor', 'Chen', 'Sullivan', 'Brooks', 'Hayes',
];

/** Dealer name shapes: {place} is a site place word, {last} a last name, {first} a first name. */
export const dealerNamePatterns: readonly (readonly [string, number])[] = [
  ['{place} Motors LLC', 6],
  ['{place} Auto Sales', 6],
  ['{last} Auto Sales', 6],
  ['{last} Motor Company', 4],
  ['{place} Auto Group', 4],
  ['{last} & Sons Motors', 3],
  ['{place} Car Center', 3],
  ['{first}\u2019s Used Cars', 3],
  ['{place} Truck & Auto', 3],
  ['{last} Pre-Owned', 3],
  ['{place} Auto Outlet', 2],
  ['{last} Chevrolet', 2],
  ['{last} Ford', 2],
  ['{last} Toyota', 2],
  ['{place} Nissan', 1],
  ['{place} Honda', 1],
  ['{place} Hyundai', 1],
  ['{last} Auto Wholesale Inc.', 2],
  ['{place} Fleet Remarketing', 1],
  ['{place} Buy Here Pay Here', 2],
  ['{first} {last} Auto Brokers', 2],
  ['{place} Imports', 2],
  ['{last} Motors of {city}', 3],
  ['{city} Auto Exchange', 2],
  ['{place} Credit Union Remarketing', 0.5],
  ['{place} Rental Returns', 0.5],
];

export const dealerAuthReasons: readonly string[] = [
  'NSF check on file',
  'Dealer license expired',
  'Credit hold - past due balance',
  'AuctionACCESS membership lapsed',
  'Missing resale certificate',
  'Title dispute pending',
  'Floor plan line suspended',
  'Bond expired',
];

export const repAuthReasons: readonly string[] = ['Rep authorization expired', 'Not on dealer rep list', 'Photo ID required', 'Suspended by dealer principal'];

export const paymentMethods: readonly string[] = ['Floor Plan', 'Company Check', 'ACH', 'Wire Transfer', 'Sight Draft', 'Cashier\u2019s Check'];
export const titleDeliveries: readonly string[] = ['Mail to dealer', 'Hold at auction', 'Dealer pickup', 'Electronic title'];
export const floorPlanLenders: readonly string[] = ['NextGear Capital', 'AFC', 'Westlake Flooring', 'Kinetic Advantage', 'Ally Dealer Floorplan', 'CDS Floorplan'];
