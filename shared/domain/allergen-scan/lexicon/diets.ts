import type { GroupId } from '../groups';

/**
 * Trigger words of the diet-only groups (what a diet conflicts with, beyond the allergen groups it
 * reuses: Vegan reuses milk, eggs, fish, shellfish; Gluten-Free reuses wheat and glutenCereals).
 * Same conventions as allergens.ts. Which diet uses which group is in categories.ts.
 */
export const DIET_TERMS: Partial<Record<GroupId, readonly string[]>> = {
  meat: [
    // spec: "meats" (Vegetarian, Vegan)
    // Not bare 'goat', 'rabbit', 'hare', 'horse', 'pig', 'hog': pub and restaurant names ("The Gruff Goat",
    // "The Rabbit Hole", "White Horse", "The Blind Pig") are scanned too; the dishes are listed instead.
    'meat', 'beef', 'veal', 'lamb', 'mutton', 'venison', 'goat meat', 'goat curry', 'curry goat', 'roast goat', 'rabbit stew',
    'rabbit ragu', 'braised rabbit', 'roast rabbit', 'rabbit pie', 'jugged hare', 'horse meat', 'bison', 'elk', 'steak', 'steakhouse',
    'burger', 'hamburger', 'cheeseburger', 'cheesesteak', 'meatball', 'meatloaf', 'brisket', 'short rib', 'prime rib',
    'sirloin', 'ribeye', 'rib eye', 't bone', 'tenderloin', 'oxtail', 'tripe', 'liver', 'sweetbread', 'haggis', 'kebab',
    'kabob', 'gyro', 'gyros', 'shawarma', 'doner', 'hot dog', 'hotdog', 'corn dog', 'frankfurter', 'sausage', 'salami',
    'pepperoni', 'jerky', 'pastrami', 'corned beef', 'bresaola', 'suet', 'tallow', 'bone broth', 'beef stock',
    'beef broth', 'meat stock', 'bone marrow', 'bolognese', 'barbacoa', 'birria', 'black pudding', 'blood sausage',
    'carpaccio',
    // fr
    'viande', 'viandes', 'boeuf', 'bœuf', 'veau', 'agneau', 'mouton', 'gibier', 'lapin', 'saucisse', 'saucisson',
    // de
    'fleisch', 'rindfleisch', 'kalbfleisch', 'kalb', 'lamm', 'lammfleisch', 'hackfleisch', 'wurst', 'bratwurst', 'rinder', 'rinderhack', 'kalbs', 'hack', 'würstchen',
    // es
    'carne', 'carnes', 'ternera', 'cordero', 'salchicha', 'conejo',
    // it
    'manzo', 'vitello', 'agnello', 'salsiccia', 'salame', 'salumi', 'coniglio', 'ragù',
    // pt
    'bovino', 'vitela', 'cordeiro', 'linguiça', 'salsicha',
  ],
  poultry: [
    // spec: "poultry" (Vegetarian)
    'poultry', 'chicken', 'turkey', 'duck', 'goose', 'quail', 'hen', 'pheasant', 'partridge', 'guinea fowl', 'fowl', 'capon',
    'foie gras', 'schmaltz', 'chicken stock', 'chicken broth',
    // fr
    'poulet', 'poule', 'dinde', 'canard', 'oie', 'volaille', // not 'caille' (quail): "lait caillé" folds to it
    // de
    'huhn', 'hähnchen', 'hühnchen', 'hühnerfleisch', 'pute', 'truthahn', 'gans', 'geflügel', 'hühner', 'puten', 'enten', 'gänse',
    // es
    'pollo', 'pavo', 'pato', 'codorniz',
    // it
    'tacchino', 'anatra', 'quaglia', 'pollame',
    // pt
    'frango', 'galinha',
  ],
  pork: [
    // spec: "pork, bacon" (Vegetarian); also what Halal and Kosher users expect
    'pork', 'bacon', 'ham', 'lard', 'prosciutto', 'pancetta', 'guanciale', 'chorizo', 'mortadella', 'speck=', 'char siu',
    'chashu', 'carnitas', 'gammon', 'tonkatsu', 'tonkotsu', 'chicharron', 'chicharrón', 'pork rind', 'wild boar',
    'suckling pig', 'roast pig', 'pig roast', 'hog roast', 'pigs in blankets', 'pulled pig', 'porchetta', 'lardon', 'jamón', 'carbonara',
    // fr
    'porc', 'jambon', 'lardons', 'saindoux', 'rillettes',
    // de
    'schwein', 'schweinefleisch', 'schinken', 'schweineschmalz', 'schweine', 'schweinebraten',
    // es
    'cerdo', 'tocino', 'manteca de cerdo', 'lomo de cerdo',
    // it
    'maiale', 'suino', 'lardo', 'strutto',
    // pt
    'porco', 'presunto', 'toucinho', 'chouriço', 'banha',
  ],
  gelatin: [
    // spec: "gelatin" (Vegan)
    'gelatin', 'gelatine', 'gélatine', 'gelatina', 'aspic', 'isinglass',
  ],
  honey: [
    // spec: "honey" (Vegan)
    'honey', 'honeycomb', 'royal jelly', 'bee pollen', 'propolis', 'miel', 'miele', 'honig',
    // pt "mel" only with a word that makes it food: "Mel" alone is a name ("Mel's Diner").
    'com mel', 'de mel', 'e mel', 'ao mel', 'mel de abelha', 'mel de abelhas', 'mel silvestre', 'favo de mel',
  ],
  insect: ['carmine', 'cochineal', 'carminic acid', 'e120=', 'e 120=', 'shellac', 'beeswax', 'cochenille', 'cocciniglia', 'cochinilla'],
  alcohol: [
    'alcohol', 'alcoholic', 'wine', 'beer', 'ale', 'lager', 'cider', 'rum', 'sake', 'mirin', 'brandy', 'cognac', 'whisky',
    'whiskey', 'bourbon', 'vodka', 'gin', 'tequila', 'mezcal', 'liqueur', 'liquor', 'sherry', 'marsala', 'vermouth',
    'champagne', 'prosecco', 'schnapps', 'amaretto', 'kahlua', 'shaoxing', 'soju', 'grappa', 'kirsch', 'calvados',
    'cointreau', 'sangria', 'mojito',
    // fr, de, es, it, pt
    'vin', 'vins', 'bière', 'alcool', 'rhum', 'liqueurs', 'wein', 'bier', 'alkohol', 'vino', 'vinos', 'cerveza', 'birra',
    'alcol', 'liquore', 'vinho', 'cerveja', 'álcool',
  ],
  nonKosher: [
    'catfish', 'eel', 'shark', 'sturgeon', 'caviar', 'monkfish', 'skate', 'lamprey', 'unagi', 'rabbit stew', 'rabbit ragu',
    'braised rabbit', 'roast rabbit', 'rabbit pie', 'jugged hare', 'horse meat', 'lapin', 'coniglio', 'conejo', 'kaninchen',
    'frog legs', 'cuisses de grenouille', 'anguille', 'anguilla', 'anguila',
  ],
  meatWithDairy: [
    'cheeseburger', 'cheesesteak', 'chicken parmesan', 'chicken parmigiana', 'chicken parm', 'veal parmesan',
    'veal parmigiana', 'cordon bleu', 'stroganoff', 'beef stroganoff', 'butter chicken', 'chicken alfredo',
    'croque monsieur', 'carbonara', 'tikka masala',
  ],
  highCarb: [
    'sugar', 'bread', 'pasta', 'rice', 'potato', 'fries', 'french fries', 'noodle', 'flour', 'tortilla', 'pizza', 'cake',
    'pastry', 'honey', 'syrup', 'dessert', 'bakery', 'donut', 'doughnut', 'bagel', 'croissant', 'pancake', 'waffle',
    'cereal', 'oatmeal', 'candy', 'beer', 'couscous', 'spaghetti', 'lasagna', 'ramen', 'udon', 'gnocchi', 'risotto',
    'baguette', 'naan', 'pita', 'cookie', 'brownie', 'muffin', 'cupcake', 'pie',
    // fr, de, es, it, pt
    'sucre', 'riz', 'pomme de terre', 'pommes de terre', 'frites', 'farine', 'zucker', 'reis', 'kartoffel', 'kartoffeln',
    'brot', 'nudeln', 'mehl', 'azúcar', 'arroz', 'patata', 'patatas', 'harina', 'zucchero', 'riso', 'pane', 'farina',
    'açúcar', 'batata', 'batatas', 'farinha',
  ],
};
