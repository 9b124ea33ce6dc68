/*
 * 民族 and 子女情况, apart from types/love.ts, which the home's member cards load: a module ships
 * once with every export any page uses, so these lists stay with the forms and search that use them.
 */

/**
 * The 56 民族 in the order of GB/T 3304 (汉族 first, the way official forms list them). The name
 * is the value: it is how every member and matchmaker says it, and no two share one.
 */
export const ETHNICITIES = [
  '汉族',
  '蒙古族',
  '回族',
  '藏族',
  '维吾尔族',
  '苗族',
  '彝族',
  '壮族',
  '布依族',
  '朝鲜族',
  '满族',
  '侗族',
  '瑶族',
  '白族',
  '土家族',
  '哈尼族',
  '哈萨克族',
  '傣族',
  '黎族',
  '傈僳族',
  '佤族',
  '畲族',
  '高山族',
  '拉祜族',
  '水族',
  '东乡族',
  '纳西族',
  '景颇族',
  '柯尔克孜族',
  '土族',
  '达斡尔族',
  '仫佬族',
  '羌族',
  '布朗族',
  '撒拉族',
  '毛南族',
  '仡佬族',
  '锡伯族',
  '阿昌族',
  '普米族',
  '塔吉克族',
  '怒族',
  '乌孜别克族',
  '俄罗斯族',
  '鄂温克族',
  '德昂族',
  '保安族',
  '裕固族',
  '京族',
  '塔塔尔族',
  '独龙族',
  '鄂伦春族',
  '赫哲族',
  '门巴族',
  '珞巴族',
  '基诺族'
] as const
export type Ethnicity = (typeof ETHNICITIES)[number]

/** 是否有孩子: whether a child lives with the member matters as much as whether there is one. */
export const CHILDREN = ['none', 'apart', 'together'] as const
export type Children = (typeof CHILDREN)[number]
export const CHILDREN_LABELS: Record<Children, string> = {
  none: '没有孩子',
  apart: '有孩子，不同住',
  together: '有孩子，同住'
}
