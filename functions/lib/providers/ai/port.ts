/** AI port: menu generation, review analysis and dietary extraction (OpenAI-compatible / embedded). */
export interface MenuItem {
  name: string;
  description: string;
  price?: string;
  ingredients: string[];
  allergens: string[];
  dietaryTags: string[];
  calories?: number;
}

export interface GeneratedMenu {
  restaurantName: string;
  cuisine?: string;
  sections: { title: string; items: MenuItem[] }[];
  /** True when produced by the embedded generator rather than a model. */
  generated: boolean;
}

export interface ReviewAnalysis {
  summary: string;
  positives: string[];
  negatives: string[];
  allergyMentions: string[];
  /** -1 (negative) to 1 (positive). */
  sentiment: number;
}

export interface AiPort {
  generateMenu(input: { restaurantName: string; cuisine?: string; websiteText?: string; language?: string }): Promise<GeneratedMenu>;
  analyzeReviews(input: { restaurantName: string; reviews: string[]; allergies: string[]; language?: string }): Promise<ReviewAnalysis>;
  extractDietaryInfo(text: string): Promise<{ preferences: string[]; allergies: string[] }>;
}
