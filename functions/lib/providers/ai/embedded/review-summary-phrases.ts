import type { Language } from '../../../../../shared/i18n/languages';

/**
 * The keyword summary's points in the nine interface languages: one phrase per aspect and side,
 * and how many reviews back it ("Friendly, attentive staff (3 of 5 reviews)").
 */
export const ASPECTS = ['food', 'service', 'allergy', 'atmosphere', 'value', 'portions', 'waiting', 'cleanliness', 'overall'] as const;
export type Aspect = (typeof ASPECTS)[number];

type Phrases = { love: Record<Aspect, string>; improve: Record<Aspect, string>; backing: (count: number, total: number) => string };

const PHRASES: Record<Language, Phrases> = {
  en: {
    love: { food: 'Tasty, well-prepared food', service: 'Friendly, attentive staff', allergy: 'Care with allergies and ingredients', atmosphere: 'A pleasant atmosphere', value: 'Good value for money', portions: 'Generous portions', waiting: 'Quick service with little waiting', cleanliness: 'A clean dining room', overall: 'A good overall experience' },
    improve: { food: 'Food quality', service: 'Friendlier, more attentive service', allergy: 'Clearer ingredient and allergy information', atmosphere: 'Noise and comfort in the dining room', value: 'Prices for what you get', portions: 'Portion sizes', waiting: 'Long waits', cleanliness: 'Cleanliness', overall: 'The overall experience' },
    backing: (n, total) => `(${n} of ${total} ${total === 1 ? 'review' : 'reviews'})`,
  },
  es: {
    love: { food: 'Comida sabrosa y bien preparada', service: 'Personal amable y atento', allergy: 'Cuidado con las alergias y los ingredientes', atmosphere: 'Un ambiente agradable', value: 'Buena relación calidad-precio', portions: 'Raciones generosas', waiting: 'Servicio rápido, con poca espera', cleanliness: 'Un comedor limpio', overall: 'Una buena experiencia en general' },
    improve: { food: 'La calidad de la comida', service: 'Un servicio más amable y atento', allergy: 'Información más clara sobre ingredientes y alérgenos', atmosphere: 'El ruido y la comodidad del comedor', value: 'Los precios para lo que se ofrece', portions: 'El tamaño de las raciones', waiting: 'Las largas esperas', cleanliness: 'La limpieza', overall: 'La experiencia en general' },
    backing: (n, total) => `(${n} de ${total} ${total === 1 ? 'reseña' : 'reseñas'})`,
  },
  fr: {
    love: { food: 'Une cuisine savoureuse et soignée', service: 'Un personnel aimable et attentionné', allergy: 'Une attention aux allergies et aux ingrédients', atmosphere: 'Une ambiance agréable', value: 'Un bon rapport qualité-prix', portions: 'Des portions généreuses', waiting: 'Un service rapide, peu d’attente', cleanliness: 'Une salle propre', overall: 'Une bonne expérience dans l’ensemble' },
    improve: { food: 'La qualité de la cuisine', service: 'Un service plus aimable et attentif', allergy: 'Des informations plus claires sur les ingrédients et les allergènes', atmosphere: 'Le bruit et le confort de la salle', value: 'Les prix par rapport à ce qui est servi', portions: 'La taille des portions', waiting: 'Les longues attentes', cleanliness: 'La propreté', overall: 'L’expérience dans l’ensemble' },
    backing: (n, total) => `(${n} avis sur ${total})`,
  },
  de: {
    love: { food: 'Leckeres, sorgfältig zubereitetes Essen', service: 'Freundliches, aufmerksames Personal', allergy: 'Sorgfalt bei Allergien und Zutaten', atmosphere: 'Eine angenehme Atmosphäre', value: 'Gutes Preis-Leistungs-Verhältnis', portions: 'Großzügige Portionen', waiting: 'Schneller Service, kaum Wartezeit', cleanliness: 'Ein sauberer Gastraum', overall: 'Insgesamt ein guter Besuch' },
    improve: { food: 'Die Qualität des Essens', service: 'Freundlicherer, aufmerksamerer Service', allergy: 'Klarere Angaben zu Zutaten und Allergenen', atmosphere: 'Lautstärke und Komfort im Gastraum', value: 'Die Preise für das Gebotene', portions: 'Die Portionsgrößen', waiting: 'Lange Wartezeiten', cleanliness: 'Die Sauberkeit', overall: 'Der Gesamteindruck' },
    backing: (n, total) => `(${n} von ${total} ${total === 1 ? 'Bewertung' : 'Bewertungen'})`,
  },
  it: {
    love: { food: 'Cibo gustoso e ben preparato', service: 'Personale cordiale e attento', allergy: 'Attenzione ad allergie e ingredienti', atmosphere: 'Un’atmosfera piacevole', value: 'Buon rapporto qualità-prezzo', portions: 'Porzioni generose', waiting: 'Servizio rapido, poca attesa', cleanliness: 'Una sala pulita', overall: 'Nel complesso una buona esperienza' },
    improve: { food: 'La qualità del cibo', service: 'Un servizio più cordiale e attento', allergy: 'Informazioni più chiare su ingredienti e allergeni', atmosphere: 'Il rumore e il comfort della sala', value: 'I prezzi rispetto a ciò che si riceve', portions: 'La dimensione delle porzioni', waiting: 'Le lunghe attese', cleanliness: 'La pulizia', overall: 'L’esperienza nel complesso' },
    backing: (n, total) => `(${n} ${n === 1 ? 'recensione' : 'recensioni'} su ${total})`,
  },
  pt: {
    love: { food: 'Comida saborosa e bem preparada', service: 'Equipe simpática e atenciosa', allergy: 'Cuidado com alergias e ingredientes', atmosphere: 'Um ambiente agradável', value: 'Boa relação custo-benefício', portions: 'Porções generosas', waiting: 'Atendimento rápido, pouca espera', cleanliness: 'Um salão limpo', overall: 'Uma boa experiência no geral' },
    improve: { food: 'A qualidade da comida', service: 'Um atendimento mais simpático e atencioso', allergy: 'Informações mais claras sobre ingredientes e alérgenos', atmosphere: 'O barulho e o conforto do salão', value: 'Os preços pelo que é oferecido', portions: 'O tamanho das porções', waiting: 'As longas esperas', cleanliness: 'A limpeza', overall: 'A experiência no geral' },
    backing: (n, total) => `(${n} de ${total} ${total === 1 ? 'avaliação' : 'avaliações'})`,
  },
  ja: {
    love: { food: 'おいしく丁寧な料理', service: '親切で気配りのあるスタッフ', allergy: 'アレルギーや食材への配慮', atmosphere: '心地よい雰囲気', value: 'コストパフォーマンスの良さ', portions: 'たっぷりの量', waiting: '待ち時間が短く提供が早い', cleanliness: '清潔な店内', overall: '全体的に良い体験' },
    improve: { food: '料理の質', service: 'より親切で行き届いた接客', allergy: '食材やアレルゲンのより明確な表示', atmosphere: '店内の騒がしさと居心地', value: '内容に対する価格', portions: '料理の量', waiting: '長い待ち時間', cleanliness: '清潔さ', overall: '全体的な体験' },
    backing: (n, total) => `（${total}件中${n}件のレビュー）`,
  },
  ko: {
    love: { food: '맛있고 정성스러운 음식', service: '친절하고 세심한 직원', allergy: '알레르기와 재료에 대한 배려', atmosphere: '기분 좋은 분위기', value: '가격 대비 좋은 가치', portions: '넉넉한 양', waiting: '대기 시간이 짧은 빠른 서비스', cleanliness: '깨끗한 매장', overall: '전반적으로 좋은 경험' },
    improve: { food: '음식의 품질', service: '더 친절하고 세심한 서비스', allergy: '재료와 알레르기 유발 성분에 대한 더 명확한 안내', atmosphere: '매장의 소음과 편안함', value: '제공되는 것에 비해 높은 가격', portions: '음식의 양', waiting: '긴 대기 시간', cleanliness: '청결', overall: '전반적인 경험' },
    backing: (n, total) => `(리뷰 ${total}개 중 ${n}개)`,
  },
  zh: {
    love: { food: '美味用心的菜品', service: '友好周到的员工', allergy: '重视过敏原和食材', atmosphere: '舒适的氛围', value: '性价比高', portions: '分量充足', waiting: '上菜快，等待时间短', cleanliness: '用餐环境干净', overall: '整体体验良好' },
    improve: { food: '菜品质量', service: '服务可以更友好周到', allergy: '更清楚的食材和过敏原信息', atmosphere: '用餐区的噪音和舒适度', value: '价格与所得不符', portions: '菜品分量', waiting: '等待时间长', cleanliness: '卫生状况', overall: '整体体验' },
    backing: (n, total) => `（${total} 条评论中有 ${n} 条）`,
  },
};

export function summaryPoint(language: Language, side: 'love' | 'improve', aspect: Aspect, count: number, total: number): string {
  const phrases = PHRASES[language];
  return `${phrases[side][aspect]} ${phrases.backing(count, total)}`;
}
