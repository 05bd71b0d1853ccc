package dev.serbench.capnp.compiler;

import java.util.ArrayList;
import java.util.List;

/** Splits schema text into tokens; {@code #} starts a comment that runs to the end of the line. */
final class Lexer {
  private static final String SYMBOLS = "@;:=(){}[].,$-<>";

  private final String file;
  private final String text;
  private int index;
  private int line = 1;
  private int col = 1;

  Lexer(String file, String text) {
    this.file = file;
    this.text = text;
  }

  List<Token> tokenize() {
    List<Token> tokens = new ArrayList<>();
    while (true) {
      skipSpaceAndComments();
      SourcePos pos = new SourcePos(file, line, col);
      if (index >= text.length()) {
        tokens.add(new Token(Token.Kind.EOF, "", pos));
        return tokens;
      }
      char c = text.charAt(index);
      if (Character.isLetter(c) || c == '_') {
        tokens.add(new Token(Token.Kind.IDENT, take(this::isWordChar), pos));
      } else if (Character.isDigit(c)) {
        tokens.add(number(pos));
      } else if (c == '"') {
        tokens.add(new Token(Token.Kind.STRING, string(pos), pos));
      } else if (SYMBOLS.indexOf(c) >= 0) {
        advance();
        tokens.add(new Token(Token.Kind.SYMBOL, String.valueOf(c), pos));
      } else {
        throw new CompileException(pos, "unexpected character '" + c + "'");
      }
    }
  }

  private Token number(SourcePos pos) {
    if (text.startsWith("0x", index) || text.startsWith("0X", index)) {
      advance();
      advance();
      String hex = take(ch -> Character.digit(ch, 16) >= 0);
      if (hex.isEmpty()) {
        throw new CompileException(pos, "malformed hexadecimal number");
      }
      return new Token(Token.Kind.INTEGER, "0x" + hex, pos);
    }
    String digits = take(Character::isDigit);
    boolean isFloat = false;
    if (peek(0) == '.' && Character.isDigit(peek(1))) {
      advance();
      digits += "." + take(Character::isDigit);
      isFloat = true;
    }
    if (peek(0) == 'e' || peek(0) == 'E') {
      StringBuilder exp = new StringBuilder().append(advance());
      if (peek(0) == '+' || peek(0) == '-') {
        exp.append(advance());
      }
      String expDigits = take(Character::isDigit);
      if (expDigits.isEmpty()) {
        throw new CompileException(pos, "malformed number exponent");
      }
      digits += exp + expDigits;
      isFloat = true;
    }
    if (!isFloat && digits.length() > 1 && digits.startsWith("0") && !digits.matches("[0-7]+")) {
      throw new CompileException(pos, "malformed octal number '" + digits + "'");
    }
    if (isWordChar(peek(0))) {
      throw new CompileException(pos, "malformed number '" + digits + peek(0) + "'");
    }
    return new Token(isFloat ? Token.Kind.FLOAT : Token.Kind.INTEGER, digits, pos);
  }

  private String string(SourcePos pos) {
    advance();
    StringBuilder sb = new StringBuilder();
    while (true) {
      if (index >= text.length() || peek(0) == '\n') {
        throw new CompileException(pos, "unterminated string literal");
      }
      char c = advance();
      if (c == '"') {
        return sb.toString();
      }
      if (c == '\\' && index < text.length()) {
        char e = advance();
        sb.append(switch (e) {
          case 'n' -> '\n';
          case 't' -> '\t';
          case 'r' -> '\r';
          case '0' -> '\0';
          default -> e;
        });
      } else {
        sb.append(c);
      }
    }
  }

  private void skipSpaceAndComments() {
    while (index < text.length()) {
      char c = text.charAt(index);
      if (c == '#') {
        while (index < text.length() && text.charAt(index) != '\n') {
          advance();
        }
      } else if (Character.isWhitespace(c)) {
        advance();
      } else {
        return;
      }
    }
  }

  private interface CharTest {
    boolean test(char c);
  }

  private String take(CharTest test) {
    int start = index;
    while (index < text.length() && test.test(text.charAt(index))) {
      advance();
    }
    return text.substring(start, index);
  }

  private boolean isWordChar(char c) {
    return Character.isLetterOrDigit(c) || c == '_';
  }

  private char peek(int ahead) {
    int i = index + ahead;
    return i < text.length() ? text.charAt(i) : '\0';
  }

  private char advance() {
    char c = text.charAt(index++);
    if (c == '\n') {
      line++;
      col = 1;
    } else {
      col++;
    }
    return c;
  }
}
