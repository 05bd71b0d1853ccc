package dev.serbench.codec.json;

import static dev.serbench.api.Conversions.list;
import static dev.serbench.api.Conversions.map;
import static dev.serbench.codec.json.DtoConversions.dateTime;
import static dev.serbench.codec.json.DtoConversions.instant;

import com.dslplatform.json.CompiledJson;
import dev.serbench.model.GpbBig;
import dev.serbench.model.GpbBigList;
import dev.serbench.model.GpbComplex;
import dev.serbench.model.GpbComplexList;
import dev.serbench.model.GpbHuge;
import dev.serbench.model.GpbHugeList;
import dev.serbench.model.GpbMedium;
import dev.serbench.model.GpbMediumList;
import dev.serbench.model.GpbTiny;
import dev.serbench.model.GpbTinyList;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;

/**
 * The JSON shape of the {@code gpb} family for dsl-json, and its mapping to the canonical model.
 * {@code age} is Go's uint64 held in a long, written as that signed long (the dataset's values are small);
 * {@code countryBytes} is base64, as in Jackson.
 */
final class GpbJson {

  private GpbJson() {}

  @CompiledJson
  public record GpbTinyDto(long tinyId, String someStr) {}

  @CompiledJson
  public record GpbMediumDto(long mediumId, String firstName, String lastName, double balance,
      OffsetDateTime createdAt, GpbTinyDto tiny) {}

  @CompiledJson
  public record GpbBigDto(long bigId, long age, String country, byte[] countryBytes, OffsetDateTime createdAt,
      OffsetDateTime updatedAt, OffsetDateTime deletedAt, GpbTinyDto tiny, GpbMediumDto medium) {}

  @CompiledJson
  public record GpbHugeDto(List<GpbBigDto> bigs50, List<GpbBigDto> bigs256, List<GpbBigDto> bigs1024) {}

  @CompiledJson
  public record GpbComplexDto(Map<String, GpbHugeDto> huges) {}

  @CompiledJson
  public record GpbTinyListDto(List<GpbTinyDto> items) {}

  @CompiledJson
  public record GpbMediumListDto(List<GpbMediumDto> items) {}

  @CompiledJson
  public record GpbBigListDto(List<GpbBigDto> items) {}

  @CompiledJson
  public record GpbHugeListDto(List<GpbHugeDto> items) {}

  @CompiledJson
  public record GpbComplexListDto(List<GpbComplexDto> items) {}

  static GpbTinyDto from(GpbTiny t) {
    return t == null ? null : new GpbTinyDto(t.tinyId(), t.someStr());
  }

  static GpbTiny toModel(GpbTinyDto t) {
    return t == null ? null : new GpbTiny(t.tinyId(), t.someStr());
  }

  static GpbMediumDto from(GpbMedium m) {
    return m == null ? null : new GpbMediumDto(m.mediumId(), m.firstName(), m.lastName(), m.balance(),
        dateTime(m.createdAt()), from(m.tiny()));
  }

  static GpbMedium toModel(GpbMediumDto m) {
    return m == null ? null : new GpbMedium(m.mediumId(), m.firstName(), m.lastName(),
        m.balance(), instant(m.createdAt()), toModel(m.tiny()));
  }

  static GpbBigDto from(GpbBig b) {
    return new GpbBigDto(b.bigId(), b.age(), b.country(), b.countryBytes(), dateTime(b.createdAt()),
        dateTime(b.updatedAt()), dateTime(b.deletedAt()), from(b.tiny()), from(b.medium()));
  }

  static GpbBig toModel(GpbBigDto b) {
    return new GpbBig(b.bigId(), b.age(), b.country(), b.countryBytes(),
        instant(b.createdAt()), instant(b.updatedAt()), instant(b.deletedAt()), toModel(b.tiny()),
        toModel(b.medium()));
  }

  static GpbHugeDto from(GpbHuge h) {
    return new GpbHugeDto(list(h.bigs50(), GpbJson::from), list(h.bigs256(), GpbJson::from),
        list(h.bigs1024(), GpbJson::from));
  }

  static GpbHuge toModel(GpbHugeDto h) {
    return new GpbHuge(list(h.bigs50(), GpbJson::toModel), list(h.bigs256(), GpbJson::toModel),
        list(h.bigs1024(), GpbJson::toModel));
  }

  static GpbComplexDto from(GpbComplex c) {
    return new GpbComplexDto(map(c.huges(), GpbJson::from));
  }

  static GpbComplex toModel(GpbComplexDto c) {
    return new GpbComplex(map(c.huges(), GpbJson::toModel));
  }

  static GpbTinyListDto from(GpbTinyList l) {
    return new GpbTinyListDto(list(l.items(), GpbJson::from));
  }

  static GpbTinyList toModel(GpbTinyListDto l) {
    return new GpbTinyList(list(l.items(), GpbJson::toModel));
  }

  static GpbMediumListDto from(GpbMediumList l) {
    return new GpbMediumListDto(list(l.items(), GpbJson::from));
  }

  static GpbMediumList toModel(GpbMediumListDto l) {
    return new GpbMediumList(list(l.items(), GpbJson::toModel));
  }

  static GpbBigListDto from(GpbBigList l) {
    return new GpbBigListDto(list(l.items(), GpbJson::from));
  }

  static GpbBigList toModel(GpbBigListDto l) {
    return new GpbBigList(list(l.items(), GpbJson::toModel));
  }

  static GpbHugeListDto from(GpbHugeList l) {
    return new GpbHugeListDto(list(l.items(), GpbJson::from));
  }

  static GpbHugeList toModel(GpbHugeListDto l) {
    return new GpbHugeList(list(l.items(), GpbJson::toModel));
  }

  static GpbComplexListDto from(GpbComplexList l) {
    return new GpbComplexListDto(list(l.items(), GpbJson::from));
  }

  static GpbComplexList toModel(GpbComplexListDto l) {
    return new GpbComplexList(list(l.items(), GpbJson::toModel));
  }
}
