import type { GroupId } from '../groups';

/**
 * Trigger words per allergen group. The first line of each group is the spec's list (product-rules §11.1)
 * verbatim; the rest makes it fit real text: more names for the same
 * food, then French, German, Spanish, Italian and Portuguese words (restaurant and ingredient text
 * arrives in our users' languages). Words are written naturally; case and accents are folded when
 * the lexicon is compiled. English plurals are added automatically (see inflect.ts); other plurals
 * are listed. A trailing "=" means "this exact word only, no plural".
 *
 * A word may sit in several groups (the compiler merges them). Words that are only *sometimes* an
 * allergen are in dishes.ts as "may contain"; words that look like a trigger but are not
 * ("coconut milk", "butternut", "oyster mushroom") are in false-friends.ts.
 */
export const ALLERGEN_TERMS: Partial<Record<GroupId, readonly string[]>> = {
  peanuts: [
    'peanut', 'groundnut', 'arachis oil', 'peanut butter',
    'arachis', 'ground nut', 'monkey nut', 'beer nut', 'peanutbutter', 'satay', 'gado gado',
    // fr
    'arachide', 'cacahuète', 'cacahouète',
    // de
    'erdnuss', 'erdnüsse', 'erdnussbutter', 'erdnussöl', 'erdnussmus', 'erdnüssen',
    // es
    'cacahuete', 'cacahuetes', 'cacahuate', 'cacahuates', 'manises',
    // it
    'arachidi=', 'nocciolina', 'noccioline',
    // pt
    'amendoim', 'amendoins',
    // nl (common on European packs)
    'pinda', 'pindas', 'pindakaas',
  ],
  treeNuts: [
    'almond', 'walnut', 'cashew', 'pecan', 'pistachio', 'hazelnut', 'brazil nut', 'macadamia', 'pine nut',
    'tree nut', 'chestnut', 'filbert', 'cobnut', 'hickory nut', 'queensland nut', 'pignoli', 'pignolia', 'piñon',
    'praline', 'marzipan', 'frangipane', 'gianduja', 'nutella', 'amaretti', 'macadamias',
    // fr
    'amande', 'noix=', 'noisette', 'pistache', 'pignon', 'pignons de pin', 'cajou', 'châtaigne', 'massepain', 'praliné', 'fruits à coque',
    // de
    'mandel', 'mandeln', 'walnuss', 'walnüsse', 'haselnuss', 'haselnüsse', 'haselnusskerne', 'cashewkerne', 'cashewnuss', 'cashewnüsse',
    'pistazie', 'pistazien', 'pisatazien', 'pekannuss', 'pekannüsse', 'macadamianuss', 'macadamianüsse', 'paranuss', 'paranüsse',
    'pinienkern', 'pinienkerne', 'nuss', 'nüsse', 'schalenfrüchte', 'kastanie', 'kastanien', 'maronen', 'mandelmus', 'haselnussmus', 'nüssen', 'haselnüssen', 'walnüssen',
    // es
    'almendra', 'almendras', 'nuez=', 'nueces', 'avellana', 'avellanas', 'anacardo', 'anacardos', 'pistacho', 'pistachos',
    'piñones', 'castaña', 'castañas', 'frutos secos', 'frutos de cáscara', 'mazapán', 'turrón',
    // it
    'mandorla', 'mandorle', 'noce=', 'noci=', 'nocciola', 'nocciole', 'anacardio', 'anacardi', 'pistacchio', 'pistacchi',
    'pinolo', 'pinoli', 'castagna', 'castagne', 'marzapane', 'torrone', 'frutta a guscio', 'gianduia', 'pralinato',
    // pt
    'amêndoa', 'amêndoas', 'noz=', 'nozes', 'avelã', 'avelãs', 'caju', 'castanha de caju', 'castanha do pará', 'castanha do brasil',
    'castanha', 'castanhas', 'pinhão', 'pinhões', 'frutos de casca rija',
    // nl
    'hazelnoot', 'hazelnoten', 'amandel', 'amandelen', 'walnoot', 'walnoten', 'cashewnoot', 'cashewnoten', 'noten',
  ],
  milk: [
    'milk', 'dairy', 'cheese', 'butter', 'cream', 'yogurt', 'lactose', 'casein', 'whey',
    'yoghurt', 'yogourt', 'buttermilk', 'butterfat', 'milkfat', 'ghee', 'caseinate', 'milk solids', 'curd', 'kefir',
    'paneer', 'ricotta', 'mozzarella', 'parmesan', 'parmigiano', 'cheddar', 'feta', 'brie', 'camembert', 'gouda',
    'gruyère', 'emmental', 'emmentaler', 'mascarpone', 'halloumi', 'burrata', 'gorgonzola', 'pecorino', 'provolone',
    'roquefort', 'stilton', 'manchego', 'grana padano', 'queso', 'quark', 'skyr', 'labneh', 'lassi', 'raita', 'tzatziki',
    'gelato', 'custard', 'crème fraîche', 'buttercream', 'butterscotch', 'creamed', 'buttered', 'cheesy', 'cheesecake',
    'milkshake', 'lactalbumin', 'lactoglobulin', 'latte', 'béchamel', 'alfredo', 'cheeseburger', 'cheesesteak',
    // fr
    'lait', 'laitier', 'laitière', 'laitiers', 'laitières', 'fromage', 'fromages', 'crème', 'beurre', 'yaourt',
    'lactosérum', 'babeurre', 'caséine', 'caséinate', 'caséinates', 'matière grasse lactique',
    // de
    'milch', 'vollmilch', 'magermilch', 'milchpulver', 'vollmilchpulver', 'magermilchpulver', 'sahne', 'schlagsahne', 'rahm',
    'käse', 'kaese', 'butterreinfett', 'buttermilch', 'joghurt', 'jogurt', 'molke', 'molkenpulver', 'süßmolke',
    'süßmolkenpulver', 'milchzucker', 'milcheiweiß', 'milchschokolade', 'laktose', 'kasein', 'schmand', 'sauerrahm',
    'kuhmilch', 'vollmilchschokolade', 'sahnepulver', 'butteröl', 'schmelzkäse', 'frischkäse', 'hartkäse', 'käsepulver',
    // es
    'leche', 'queso', 'quesos', 'mantequilla', 'nata', 'crema', 'yogur', 'lactosa', 'caseína', 'caseinato', 'lácteo', 'lácteos', 'requesón',
    // it
    'formaggio', 'formaggi', 'burro', 'panna', 'lattosio', 'latticini', 'siero di latte', 'caciotta', 'stracchino',
    // pt
    'leite', 'queijo', 'queijos', 'manteiga', 'natas', 'iogurte', 'requeijão', 'laticínios',
    // nl
    'melk', 'melkpoeder', 'karnemelk', 'boter', 'roomboter', 'kaas',
  ],
  eggs: [
    'egg', 'albumin', 'mayonnaise', 'meringue',
    'albumen', 'ovalbumin', 'yolk', 'mayo', 'aioli', 'eggnog', 'custard', 'lysozyme',
    'omelet', 'omelette', 'frittata', 'quiche', 'brioche', 'pavlova', 'macaron', 'eggs benedict',
    // fr
    'oeuf', 'œuf', 'oeufs', 'œufs', 'albumine', 'ovoproduits',
    // de
    'ei=', 'eier', 'eigelb', 'eiklar', 'vollei', 'volleipulver', 'hühnerei', 'hühnereier', 'hühnereiweiß', 'eipulver', 'trockenei', 'eiern', 'rührei', 'rühreier', 'spiegelei', 'spiegeleier', 'setzei', 'frühstücksei', 'wachtelei', 'wachteleier',
    // es
    'huevo', 'huevos', 'mayonesa', 'merengue', 'albúmina',
    // it
    'uovo', 'uova=', 'tuorlo', 'tuorli', 'albume', 'maionese', 'meringa',
    // pt
    'ovo', 'ovos', 'gema de ovo', 'clara de ovo',
    // nl
    'eieren', 'eigeel', 'kippenei',
  ],
  fish: [
    'fish', 'salmon', 'tuna', 'cod', 'anchovy', 'sardine', 'fish sauce',
    'mackerel', 'trout', 'haddock', 'halibut', 'herring', 'tilapia', 'pollock', 'pollack', 'hake', 'snapper', 'grouper',
    'sea bass', 'mahi mahi', 'swordfish', 'catfish', 'codfish', 'monkfish', 'carp', 'eel', 'pilchard', 'sprat', 'whitebait',
    'bonito', 'katsuobushi', 'dashi', 'caviar', 'roe', 'ikura', 'tobiko', 'masago', 'surimi', 'sushi', 'sashimi', 'unagi',
    'fishcake', 'worcestershire', 'nam pla', 'nuoc mam', 'seafood', 'turbot', 'plaice', 'john dory', 'barramundi',
    'branzino', 'yellowtail', 'hamachi', 'arctic char', 'kipper', 'lox', 'gravlax', 'dover sole', 'lemon sole', 'isinglass',
    'sturgeon', 'shark', 'bouillabaisse', 'ceviche',
    // fr
    'poisson', 'poissons', 'saumon', 'thon', 'cabillaud', 'morue', 'anchois', 'maquereau', 'truite', 'hareng', 'merlu',
    'dorade', 'daurade', 'anguille',
    // de
    'fisch', 'fische', 'lachs', 'thunfisch', 'kabeljau', 'dorsch', 'sardelle', 'sardellen', 'makrele', 'forelle', 'hering',
    'seelachs', 'fischsauce', 'fischöl', 'zander', 'scholle', 'makrelen', 'forellen',
    // es
    'pescado', 'pescados', 'atún', 'bacalao', 'anchoa', 'anchoas', 'boquerón', 'boquerones', 'sardina', 'sardinas',
    'caballa', 'trucha', 'arenque', 'merluza', 'anguila',
    // it
    'pesce', 'pesci', 'salmone', 'tonno', 'merluzzo', 'baccalà', 'acciuga', 'acciughe', 'alici', 'sgombro',
    'trota', 'aringa', 'nasello', 'anguilla',
    // pt
    'peixe', 'peixes', 'salmão', 'atum', 'bacalhau', 'anchova', 'anchovas', 'sardinha', 'sardinhas', 'cavala', 'truta',
  ],
  shellfish: [
    'shrimp', 'crab', 'lobster', 'oyster', 'mussel', 'clam', 'scallop', 'shellfish',
    'prawn', 'langoustine', 'crayfish', 'crawfish', 'krill', 'scampi', 'squid', 'calamari', 'octopus', 'cuttlefish',
    'abalone', 'cockle', 'whelk', 'periwinkle', 'escargot', 'conch', 'sea urchin', 'crustacean', 'mollusc', 'mollusk',
    'shrimp paste', 'oyster sauce', 'crabmeat', 'seafood',
    // fr
    'crevette', 'crabe', 'homard', 'huître', 'moule', 'palourde', 'saint jacques', 'calamar', 'encornet', 'poulpe',
    'seiche', 'écrevisse', 'crustacé', 'crustacés', 'mollusque', 'fruits de mer', 'bulot', 'bigorneau',
    // de
    'garnele', 'garnelen', 'krabbe', 'krabben', 'hummer', 'auster', 'austern', 'muschel', 'muscheln', 'miesmuschel',
    'miesmuscheln', 'jakobsmuschel', 'jakobsmuscheln', 'venusmuscheln', 'tintenfisch', 'krebstiere', 'weichtiere',
    'meeresfrüchte', 'kalmar', 'languste',
    // es
    'gamba', 'camarón', 'camarones', 'langostino', 'langostinos', 'cangrejo', 'langosta', 'bogavante', 'ostra',
    'mejillón', 'mejillones', 'almeja', 'vieira', 'pulpo', 'chipirón', 'chipirones', 'marisco', 'mariscos', 'crustáceo', 'molusco',
    // it
    'gambero', 'gamberi', 'gamberetto', 'gamberetti', 'granchio', 'granchi', 'aragosta', 'astice', 'ostrica', 'ostriche',
    'cozza', 'cozze', 'vongola', 'vongole', 'capasanta', 'capesante', 'calamaro', 'polpo', 'seppia', 'seppie', 'totano',
    'frutti di mare', 'crostaceo', 'crostacei', 'mollusco', 'molluschi',
    // pt
    'camarão', 'camarões', 'caranguejo', 'lagosta', 'mexilhão', 'mexilhões', 'amêijoa', 'amêijoas', 'lulas',
    'frutos do mar', // not 'polvo' (octopus in pt, but "powder" in es: "leche en polvo")
    // nl
    'garnalen', 'mosselen',
  ],
  wheat: [
    'wheat', 'flour', 'bread', 'pasta', 'gluten', 'semolina', 'bulgur',
    'bulghur', 'durum', 'spelt', 'farro', 'kamut', 'einkorn', 'emmer', 'triticale', 'freekeh', 'couscous', 'seitan',
    'wholewheat', 'wheatflour', 'breadcrumb', 'panko', 'crouton', 'udon', 'ramen', 'pastry', 'croissant', 'baguette', 'pita', 'naan',
    'cracker', 'biscuit', 'pizza', 'tempura', 'batter', 'battered', 'breaded', 'roux', 'bagel', 'brioche', 'pretzel',
    'focaccia', 'ciabatta', 'gnocchi', 'lasagna', 'lasagne', 'spaghetti', 'macaroni', 'penne', 'fettuccine', 'linguine',
    'ravioli', 'tortellini', 'wonton', 'noodle', 'crepe', 'quiche', 'béchamel', 'matzo', 'bao',
    // fr
    'blé', 'froment', 'farine', 'épeautre', 'semoule', 'chapelure', 'biscotte',
    // de
    'weizen', 'weizenmehl', 'weizenstärke', 'weizengrieß', 'hartweizen', 'hartweizengrieß', 'mehl', 'dinkel', 'dinkelmehl',
    'grieß', 'paniermehl', 'brot', 'nudeln', 'nudel', 'brötchen', 'spätzle', 'strudel', 'weizenkleber', 'weizeneiweiß', 'weizenvollkornmehl', 'vollkornweizenmehl', 'weizenflocken',
    // es
    'trigo', 'harina', 'sémola', 'espelta', 'pan rallado',
    // it
    'grano=', 'frumento', 'farina', 'semola', 'pane', 'pangrattato', 'glutine', 'cuscus',
    // pt
    'farinha', 'pães', 'cuscuz', // not 'pão': folds to "pao" (Thai "Ka Pao", Chinese "bao/pao")
    // nl
    'tarwe', 'tarwebloem', 'tarwemeel', 'tarwezetmeel',
  ],
  glutenCereals: [
    'barley', 'rye', 'oat', 'oatmeal', 'malt', 'malt extract', 'malted', 'beer', 'ale', 'lager',
    // a gluten claim covers every gluten cereal ("gluten-free beer", "sin gluten" oats)
    'gluten', 'glutine', 'glúten',
    // fr
    'orge', 'seigle', 'avoine', 'bière',
    // de
    'gerste', 'roggen', 'gersten', 'roggenmehl', 'roggenvollkornmehl', 'hafer', 'haferflocken', 'malz', 'gerstenmalz', 'gerstenmalzextrakt', 'bier',
    // es
    'cebada', 'centeno', 'avena', 'cerveza',
    // it
    'orzo', 'segale', 'malto', 'birra',
    // pt
    'cevada', 'centeio', 'aveia', 'malte', 'cerveja',
    // nl
    'gerst', 'gerstemout', 'rogge', 'haver',
  ],
  soy: [
    'soy', 'soya', 'tofu', 'tempeh', 'miso', 'edamame', 'lecithin', 'soy sauce',
    'soybean', 'soyabean', 'soymilk', 'natto', 'shoyu', 'tamari', 'bean curd', 'textured vegetable protein', 'tvp',
    'yuba', 'teriyaki', 'hoisin',
    // fr, es, pt, de
    'soja', 'lécithine', 'lécithines', 'lecitina', 'lecitinas', 'sojabohnen', 'sojaöl', 'sojalecithin', 'sojasauce', 'sojalecithine',
    // it
    'soia',
  ],
  sesame: [
    'sesame', 'tahini', 'benne', 'gomasio',
    'tahina', 'tahin', 'gomashio', 'halva', 'halvah', 'hummus', 'houmous', 'zaatar', "za'atar",
    // de, es, pt
    'sesam', 'sesamöl', 'sesamsaat', 'sesamsamen', 'sesampaste', 'sésamo', 'ajonjolí', 'gergelim', 'sesamzaad',
  ],
  mustard: ['mustard', 'dijon', 'moutarde', 'senf', 'mostaza', 'senape', 'mostarda', 'senfsaat', 'mosterd'],
  celery: ['celery', 'celeriac', 'céleri', 'céleri rave', 'sellerie', 'knollensellerie', 'apio', 'sedano', 'aipo', 'selderij'],
  lupin: ['lupin', 'lupine', 'lupini', 'lupinen', 'altramuz', 'altramuces', 'lupino', 'tremoço', 'tremoços'],
  sulphites: [
    'sulphite', 'sulfite', 'bisulphite', 'bisulfite', 'metabisulphite', 'metabisulfite', 'sulphur dioxide', 'sulfur dioxide',
    'e220=', 'e221=', 'e222=', 'e223=', 'e224=', 'e225=', 'e226=', 'e227=', 'e228=',
    'e 220=', 'e 221=', 'e 222=', 'e 223=', 'e 224=', 'e 225=', 'e 226=', 'e 227=', 'e 228=',
    'anhydride sulfureux', 'dioxyde de soufre', 'solfito', 'solfiti', 'anidride solforosa', 'metabisolfito',
    'sulfito', 'sulfitos', 'dióxido de azufre', 'sulfit', 'schwefeldioxid', 'dióxido de enxofre', 'metabisulfit', 'disulfit',
  ],
};
