// The most common passwords of at least 8 characters in public breach lists; refused at sign-up and reset.
const COMMON = `12345678 123456789 1234567890 password password1 password123 qwertyuiop qwerty123 11111111
iloveyou 1q2w3e4r 1qaz2wsx 88888888 00000000 87654321 12341234 abc12345 abcd1234 sunshine princess
football baseball welcome1 welcome123 whatever trustno1 starwars superman michael1 letmein1 passw0rd
p@ssw0rd p@ssword admin123 administrator changeme 1234qwer qwertyui asdfghjk zxcvbnm1 zaq12wsx
q1w2e3r4 123qweasd qazwsxedc 123123123 987654321 computer internet jennifer jordan23 michelle
charlie1 password12 password1234 iloveyou1 qwerty12 monkey123 dragon123 master123 shadow123
recovery recovery1 treatment sobriety12 11223344 12344321 55555555 66666666 77777777 99999999
aaaaaaaa abcdefgh secret123 samsung1 hello123 freedom1 cheese12 pokemon1 liverpool chelsea1
arsenal1 blink182 babygirl1 butterfly loveyou1 lovely123 summer2024 summer2025 winter2024 spring2025
autumn2024 fall2024 qwerty1234 1q2w3e4r5t letmein123 welcome2024 welcome2025 password2024 password2025`
  .split(/\s+/)
  .filter(Boolean);

const COMMON_SET = new Set(COMMON);

export function isCommonPassword(password: string): boolean {
  return COMMON_SET.has(password.toLowerCase());
}
