import type { GroupId } from '../groups';

/**
 * Dishes, sauces and cuisine words whose usual recipe brings an allergen or a diet conflict with it.
 * `groups` are definite ("hummus" is made with tahini: sesame); `maybe` are only usual ("pad thai"
 * often has peanuts; "soy sauce" is usually brewed with wheat): a maybe-allergen gives "May contain"
 * and a Check Menu (caution), never High Risk on its own.
 */
export interface DishEntry {
  readonly term: string;
  readonly groups?: readonly GroupId[];
  readonly maybe?: readonly GroupId[];
}

export const DISHES: readonly DishEntry[] = [
  // Generic "nuts": tree nuts for sure, and peanuts are commonly among "nuts" (mixed nuts, nut oils).
  { term: 'nut', groups: ['treeNuts'], maybe: ['peanuts'] },
  { term: 'mixed nuts', groups: ['treeNuts'], maybe: ['peanuts'] },
  { term: 'nut butter', groups: ['treeNuts'], maybe: ['peanuts'] },
  { term: 'nut oil', groups: ['treeNuts'], maybe: ['peanuts'] },
  { term: 'nut milk', groups: ['treeNuts'], maybe: ['peanuts'] },
  { term: 'nougat', groups: ['treeNuts'], maybe: ['peanuts', 'eggs', 'honey'] },
  { term: 'baklava', groups: ['treeNuts', 'wheat'], maybe: ['milk', 'honey'] },
  { term: 'pesto', groups: ['milk', 'treeNuts'] },
  { term: 'pad thai', maybe: ['peanuts', 'eggs', 'fish', 'shellfish'] },
  { term: 'kung pao', maybe: ['peanuts'] },
  { term: 'korma', maybe: ['milk', 'treeNuts'] },
  { term: 'tikka masala', maybe: ['milk'] },
  { term: 'butter chicken', groups: ['milk', 'poultry'] },
  { term: 'carbonara', groups: ['eggs', 'milk', 'pork'], maybe: ['wheat'] },
  { term: 'tiramisu', groups: ['eggs', 'milk'], maybe: ['wheat', 'alcohol'] },
  { term: 'creme brulee', groups: ['milk', 'eggs'] },
  { term: 'lemon curd', groups: ['milk', 'eggs'] },
  { term: 'caesar salad', groups: ['milk'], maybe: ['fish', 'eggs', 'wheat'] },
  { term: 'caesar dressing', groups: ['milk'], maybe: ['fish', 'eggs'] },
  { term: 'macaron', groups: ['eggs', 'treeNuts'] },
  { term: 'brioche', groups: ['eggs', 'wheat'], maybe: ['milk'] },
  { term: 'souffle', groups: ['eggs'], maybe: ['milk'] },
  { term: 'tempura', groups: ['wheat'], maybe: ['eggs'] },
  { term: 'gnocchi', groups: ['wheat'], maybe: ['eggs'] },
  { term: 'pizza', groups: ['wheat', 'highCarb'], maybe: ['milk'] },
  { term: 'lasagna', groups: ['wheat'], maybe: ['milk', 'eggs', 'meat'] },
  { term: 'lasagne', groups: ['wheat'], maybe: ['milk', 'eggs', 'meat'] },
  { term: 'mac and cheese', groups: ['wheat', 'milk'] },
  { term: 'egg noodle', groups: ['eggs', 'wheat'] },
  { term: 'soy sauce', groups: ['soy'], maybe: ['wheat'] },
  { term: 'teriyaki', groups: ['soy'], maybe: ['wheat'] },
  { term: 'hoisin', groups: ['soy'], maybe: ['wheat'] },
  { term: 'soba', maybe: ['wheat'] },
  { term: 'dumpling', maybe: ['wheat', 'meat'] },
  { term: 'sandwich', maybe: ['wheat'] },
  { term: 'burger', groups: ['meat'], maybe: ['wheat'] },
  // Cured and stuffed meats are often pork: what Halal and Kosher users need to check.
  { term: 'sausage', groups: ['meat'], maybe: ['pork'] },
  { term: 'salami', groups: ['meat'], maybe: ['pork'] },
  { term: 'salame', groups: ['meat'], maybe: ['pork'] },
  { term: 'salumi', groups: ['meat'], maybe: ['pork'] },
  { term: 'pepperoni', groups: ['meat'], maybe: ['pork'] },
  { term: 'hot dog', groups: ['meat'], maybe: ['pork'] },
  { term: 'saucisson', groups: ['meat'], maybe: ['pork'] },
  { term: 'saucisse', groups: ['meat'], maybe: ['pork'] },
  { term: 'wurst', groups: ['meat'], maybe: ['pork'] },
  { term: 'bratwurst', groups: ['meat'], maybe: ['pork'] },
  { term: 'salsiccia', groups: ['meat'], maybe: ['pork'] },
  { term: 'salchicha', groups: ['meat'], maybe: ['pork'] },
  { term: 'pancake', maybe: ['wheat', 'eggs', 'milk'] },
  { term: 'waffle', maybe: ['wheat', 'eggs', 'milk'] },
  { term: 'tortilla', maybe: ['wheat'] },
  { term: 'cake', maybe: ['wheat', 'eggs', 'milk'] },
  { term: 'cookie', maybe: ['wheat', 'eggs', 'milk'] },
  { term: 'bakery', maybe: ['wheat', 'eggs', 'milk'] },
  { term: 'donut', groups: ['wheat'], maybe: ['eggs', 'milk'] },
  { term: 'doughnut', groups: ['wheat'], maybe: ['eggs', 'milk'] },
  { term: 'ice cream', groups: ['milk'], maybe: ['eggs'] },
  { term: 'baba ganoush', maybe: ['sesame'] },
  { term: 'baba ghanoush', maybe: ['sesame'] },
  { term: 'baba ghanouj', maybe: ['sesame'] },
  { term: 'paella', maybe: ['shellfish', 'fish'] },
  { term: 'pho', maybe: ['meat', 'fish'] },
  { term: 'ragu', maybe: ['meat'] },
  { term: 'gravy', maybe: ['meat', 'wheat'] },
  { term: 'barbecue', maybe: ['meat'] },
  { term: 'bbq', maybe: ['meat'] },
  // Gelatin is an animal product (Vegan, Vegetarian) and often from pork (Halal, Kosher), unless it says halal or kosher.
  { term: 'gelatin', groups: ['gelatin'], maybe: ['pork'] },
  { term: 'gelatine', groups: ['gelatin'], maybe: ['pork'] },
  { term: 'gélatine', groups: ['gelatin'], maybe: ['pork'] },
  { term: 'gelatina', groups: ['gelatin'], maybe: ['pork'] },
  { term: 'marshmallow', maybe: ['gelatin', 'pork'] },
  { term: 'gummy', maybe: ['gelatin', 'pork'] },
  { term: 'panna cotta', groups: ['milk'], maybe: ['gelatin', 'pork'] },
  { term: 'crab stick', groups: ['fish'], maybe: ['shellfish', 'eggs', 'wheat'] },
  { term: 'imitation crab', groups: ['fish'], maybe: ['shellfish', 'eggs', 'wheat'] },
  { term: 'cod liver oil', groups: ['fish'] },
  { term: 'fish and chips', groups: ['fish', 'wheat'] },
  { term: 'scotch egg', groups: ['eggs', 'meat', 'wheat'] },
  { term: 'wiener schnitzel', groups: ['meat', 'wheat', 'eggs'] },
  { term: 'schnitzel', groups: ['wheat'], maybe: ['meat', 'pork', 'eggs'] },
];
