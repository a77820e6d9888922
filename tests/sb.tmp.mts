import { benchAllergenScan } from './bench/allergen-scan';
for (const l of await benchAllergenScan()) if (/throughput|rounds/.test(l)) console.log(l);
